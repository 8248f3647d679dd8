/** What the CRM area offers the other areas' pages: the input that picks a customer's department from its tree (the project wizard's). */
export { CustomerDepartmentPickerInput } from './CustomerDepartmentPickerInput';

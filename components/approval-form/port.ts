/** What the approval form area offers the others: the designed form's inputs, its values and its read-only view. */
export { DesignedFormFields } from './DesignedFormFields';
export { FieldRightsTable } from './FieldRightsTable';
export { DesignedFormView } from './view/DesignedFormView';
export { toSubmission, toFormValues } from './form-values';
export { useDesignRuleText } from './rule-text';
export { useModelForm, saveModelForm } from './form-api';

import type { FormInstance } from 'antd';

/**
 * The form's values once they pass its rules, or null when they do not: the form already shows
 * why beside the fields, so the refusal is no error for the caller (nor an unhandled rejection).
 */
export async function validatedValues<V>(form: FormInstance<V>): Promise<V | null> {
  try {
    return await form.validateFields();
  } catch (error) {
    if (error && typeof error === 'object' && 'errorFields' in error) return null;
    throw error;
  }
}

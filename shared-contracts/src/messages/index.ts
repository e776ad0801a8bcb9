/** The Danish message catalogue (SPEC.md section 8) and field error texts. */
export { messages } from './catalogue';
export { fieldErrorText } from './field-errors';

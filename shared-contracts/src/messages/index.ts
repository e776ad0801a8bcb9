/** The Danish message catalogue (one file per domain, joined in catalogue.ts) and field error texts. */
export { messages } from './catalogue';
export { fieldErrorText } from './field-errors';

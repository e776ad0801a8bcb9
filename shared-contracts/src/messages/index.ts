/** The Danish message catalogue (one file per domain, joined in catalogue.ts), field error texts and how a text's placeholders are filled. */
export { messages } from './catalogue';
export { fieldErrorText } from './field-errors';
export { fill } from './fill';

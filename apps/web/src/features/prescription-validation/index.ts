/** What other features use of the validation page: where a pasted link or code leads. */
export { validationTarget } from './lib/validation-target';

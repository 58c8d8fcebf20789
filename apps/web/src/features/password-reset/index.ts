/**
 * Public surface of the password-reset feature (decision 017). The reception home and the unit's
 * panel open the counter's dialog; the '/redefinir-senha' page is loaded by the router directly.
 */
export { IssueResetCodeDialog } from './components/issue-reset-code-dialog';

/**
 * What other features use of prescriptions: the platform's signer, loaded once per app (decision 006),
 * and how a patient is named to whoever checks a signed code (initials only).
 */
export { signerFor } from './prescriptions.qr';
export { initials } from './prescriptions.presenters';

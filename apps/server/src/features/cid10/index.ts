/** What other features use of the CID-10 table: the check of a record's codes and their descriptions. */
export { checkCid10Codes, describeCid10 } from './cid10.service';

/** Public surface of the provisional-patients feature (doctor and reception homes use it). */
export { ProvisionalRecordDialog } from './components/provisional-record-dialog';

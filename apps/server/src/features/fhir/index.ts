/** What other features use of the FHIR export: the signed-in patient's own Bundle (decision 033). */
export { ownEverything, type FhirBundle } from './fhir.service';

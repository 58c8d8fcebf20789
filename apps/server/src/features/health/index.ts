/** What other features use of the health card: the one place with the `vaccinations` table's queries. */
export { healthRepository, type CardVaccinationRow } from './health.repository';

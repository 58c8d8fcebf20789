/** What other features use of "Meus dados": the card on the patient's home. */
export { MyDataCard, VACCINATION_CARD_ROUTE } from './components/my-data-card';

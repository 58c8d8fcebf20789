/** Endpoints of this part of the API (docs/decisions/030-one-endpoint-contract.md). */
export {};

/**
 * The national network's names for identifiers, code systems and profiles, as published by the
 * Ministry of Health in the RNDS implementation guide (canonical base http://www.saude.gov.br/fhir/r4,
 * the one the RNDS profiles, value sets and code systems are declared under) and the RNDS's own
 * naming systems for CPF, CNS and CNES (http://rnds.saude.gov.br/fhir/r4/NamingSystem/..., the ones its
 * examples and the Ministry's profiles slice Patient and Organization identifiers on).
 * docs/decisions/033-fhir-r4-export.md has the table of which resource follows which profile.
 */

const RNDS = 'http://www.saude.gov.br/fhir/r4';
const RNDS_NAMING = 'http://rnds.saude.gov.br/fhir/r4/NamingSystem';

/** Identifier systems (NamingSystem unique ids). */
export const SID = {
  cpf: `${RNDS_NAMING}/cpf`,
  cns: `${RNDS_NAMING}/cns`,
  cnes: `${RNDS_NAMING}/cnes`,
  /**
   * The RNDS names no system for a CRM; the regional councils' numbers are unique only within a state,
   * so the state is part of the system (one namespace per council), under the product's own base.
   */
  crm: (uf: string) => `urn:saude-municipal:crm:${uf.toLowerCase()}`,
  /** A CRM whose state was never recorded: kept, but not claimed to be any council's. */
  crmUnknownState: 'urn:saude-municipal:crm',
} as const;

/** Code systems of the RNDS. */
export const CODE_SYSTEM = {
  cid10: `${RNDS}/CodeSystem/BRCID10`,
  cbo: `${RNDS}/CodeSystem/BRCBO`,
  immunobiological: `${RNDS}/CodeSystem/BRImunobiologico`,
  dose: `${RNDS}/CodeSystem/BRDose`,
  documentType: `${RNDS}/CodeSystem/BRTipoDocumento`,
} as const;

/** HL7's own terminology, where the RNDS profiles bind to it. */
export const HL7 = {
  identifierType: 'http://terminology.hl7.org/CodeSystem/v2-0203',
  actCode: 'http://terminology.hl7.org/CodeSystem/v3-ActCode',
  conditionCategory: 'http://terminology.hl7.org/CodeSystem/condition-category',
  conditionClinical: 'http://terminology.hl7.org/CodeSystem/condition-clinical',
  observationCategory: 'http://terminology.hl7.org/CodeSystem/observation-category',
  interpretation: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation',
  diagnosticService: 'http://terminology.hl7.org/CodeSystem/v2-0074',
  issueType: 'http://hl7.org/fhir/issue-type',
} as const;

/** The profile each resource is shaped after (meta.profile). */
export const PROFILE = {
  Patient: `${RNDS}/StructureDefinition/BRIndividuo-1.0`,
  Practitioner: `${RNDS}/StructureDefinition/BRProfissional-1.0`,
  PractitionerRole: `${RNDS}/StructureDefinition/BRLotacaoProfissional-1.0`,
  Organization: `${RNDS}/StructureDefinition/BREstabelecimentoSaude-1.0`,
  Encounter: `${RNDS}/StructureDefinition/BRContatoAssistencial-1.0`,
  Condition: `${RNDS}/StructureDefinition/BRCID10Avaliado-1.0`,
  Immunization: `${RNDS}/StructureDefinition/BRImunobiologicoAdministrado-1.0`,
  Observation: `${RNDS}/StructureDefinition/BRDiagnosticoLaboratorioClinico-1.0`,
  MedicationRequest: `${RNDS}/StructureDefinition/BRPrescricaoMedicamento`,
} as const;

import { describe, expect, it } from 'vitest';
import type { Prescription } from '@saude/shared/schemas/prescriptions';
import { composePrescriptionText } from './compose-prescription-text';
import { ApiError, NoAnswerError } from '@/lib/api-client';
import { replaceWord, wordAtCaret } from './current-word';
import { issueErrorMessage } from './issue-error-message';
import { prescriptionFileName, prescriptionFileText } from './prescription-file';
import { qrCodeText, readQrPayload, safeHttpUrl } from './qr-payload';

const rx: Prescription = {
  id: 42,
  doctor_name: 'Dr. João Pereira',
  prescription_date: '2025-03-07',
  prescription_text: 'Dipirona 500 mg',
  is_valid: true,
  patient_id: 7,
  patient_name: 'Maria da Silva',
  appointment_id: null,
  qr_code: null,
  public_id: 'abc',
  dispensed_at: null,
  dispensed_by: null,
  valid_until: '2025-04-06',
  status: 'valid',
};

describe('issue error message', () => {
  it("says the server's reason, the connection's, or the generic retry", () => {
    expect(issueErrorMessage(new ApiError(404, 'Paciente não encontrado'))).toBe(
      'Erro ao emitir receita: Paciente não encontrado',
    );
    // Offline nothing left the phone; an answer that never came may hide an issued prescription.
    expect(issueErrorMessage(new TypeError('Failed to fetch'))).toMatch(
      /^Erro ao emitir receita: sem conexão, nada foi enviado/,
    );
    expect(issueErrorMessage(new NoAnswerError('POST', 15_000))).toMatch(
      /^Erro ao emitir receita: o servidor não respondeu a tempo e a ação pode ter sido registrada/,
    );
    expect(issueErrorMessage(new ApiError(500, null))).toBe('Erro ao emitir receita. Tente novamente.');
  });
});

describe('prescription file', () => {
  it('is named from the id and the date', () => {
    expect(prescriptionFileName(rx)).toBe('receita-42-2025-03-07.txt');
    expect(prescriptionFileName({ ...rx, prescription_date: '2025-03-07T10:00:00Z' })).toBe(
      'receita-42-2025-03-07.txt',
    );
  });

  it('holds patient, doctor, pt-BR date and the whole text', () => {
    const text = prescriptionFileText(rx);
    expect(text).toContain('Paciente: Maria da Silva');
    expect(text).toContain('Médico: Dr. João Pereira');
    expect(text).toContain('Data: 07/03/2025');
    expect(text).toContain('Dipirona 500 mg');
    expect(text).toContain('Situação: Válida');
    expect(text).not.toContain('CRM:');
  });

  it("adds the doctor's CRM, the validation link and where it was dispensed", () => {
    const qr_code = JSON.stringify({
      doctor: { name: 'Dr. João Pereira', crm: 'CRM-SP 123456', specialty: null },
      validation_url: 'https://saude.exemplo.gov.br/validar-receita?id=abc',
    });
    const text = prescriptionFileText({
      ...rx,
      qr_code,
      dispensed_at: '2025-03-08T15:30:00Z',
      dispensed_by: 'UBS Centro (Marta)',
      status: 'dispensed',
    });
    // A payload signed before the number and UF were apart reads the same way, once.
    expect(text).toContain('Médico: Dr. João Pereira\nCRM: 123456/SP\n');
    expect(text).toContain('Situação: Dispensada\nValidade: até 06/04/2025\nDispensada em: 08/03/2025');
    expect(text).toContain(' — UBS Centro (Marta)');
    expect(text).toContain('Validação: https://saude.exemplo.gov.br/validar-receita?id=abc');
    // A link that is not http(s) is left out.
    expect(
      prescriptionFileText({ ...rx, qr_code: '{"validation_url":"javascript:alert(1)"}' }),
    ).not.toContain('Validação:');
  });
});

describe('prescription text', () => {
  it('appends extra instructions under their heading only when given', () => {
    expect(composePrescriptionText(' Dipirona ', '  ')).toBe('Dipirona');
    expect(composePrescriptionText('Dipirona', 'Após as refeições')).toBe(
      'Dipirona\n\nInstruções adicionais:\nApós as refeições',
    );
  });

  it('finds the word at the caret and replaces it with the chosen medication', () => {
    const text = 'Paracetamol 750 mg\namox';
    const at = wordAtCaret(text, text.length);
    expect(at.word).toBe('amox');
    expect(replaceWord(text, at, 'Amoxicilina 500 mg cápsula')).toEqual({
      text: 'Paracetamol 750 mg\nAmoxicilina 500 mg cápsula ',
      caret: text.length - 4 + 'Amoxicilina 500 mg cápsula'.length + 1,
    });
    expect(wordAtCaret('ab cd', 1)).toEqual({ word: 'ab', start: 0, end: 2 });
  });
});

describe('QR payload', () => {
  it('reads the doctor object and tolerates damaged codes', () => {
    expect(readQrPayload('{"doctor":{"name":"A","crm":"CRM-SP 1","specialty":null}}')?.doctor?.crm).toBe(
      'CRM-SP 1',
    );
    expect(readQrPayload('not json')).toBeNull();
    expect(readQrPayload(null)).toBeNull();
  });

  it('links only to web addresses', () => {
    expect(safeHttpUrl('https://x.gov.br/validar-receita?id=1')).toBe(
      'https://x.gov.br/validar-receita?id=1',
    );
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
  });
});

describe('qrCodeText', () => {
  it('is the validation link with the signature in the fragment, which a phone camera opens', () => {
    const stored = JSON.stringify({
      validation_url: 'https://saude.exemplo.gov.br/validar-receita?id=abc',
      signature: 'c2lnbmF0dXJl_-',
      patient: 'Maria da Silva',
    });
    expect(qrCodeText(stored)).toBe('https://saude.exemplo.gov.br/validar-receita?id=abc#s=c2lnbmF0dXJl_-');
    // Nothing personal in it.
    expect(qrCodeText(stored)).not.toContain('Maria');
  });

  it('draws a stored code without a usable link or signature as it is', () => {
    const unsigned = JSON.stringify({
      validation_url: 'https://saude.exemplo.gov.br/validar-receita?id=abc',
    });
    expect(qrCodeText(unsigned)).toBe(unsigned);
    const script = JSON.stringify({ validation_url: 'javascript:alert(1)', signature: 'abc' });
    expect(qrCodeText(script)).toBe(script);
    const odd = JSON.stringify({ validation_url: 'https://x.gov.br/validar-receita?id=a', signature: 'a b' });
    expect(qrCodeText(odd)).toBe(odd);
    expect(qrCodeText('not json')).toBe('not json');
    expect(qrCodeText(null)).toBeNull();
  });
});

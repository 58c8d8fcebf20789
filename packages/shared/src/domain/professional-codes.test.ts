import { describe, expect, it } from 'vitest';
import { getStates } from '@brazilian-utils/brazilian-utils';
import { SPECIALTIES } from './constants';
import {
  BRAZILIAN_UFS,
  canonicalSpecialty,
  cboFor,
  cboForSpecialty,
  crmLabel,
  formatCrm,
  parseCrm,
  professionalFields,
} from './professional-codes';
import { profileSetupSchema } from '../schemas/auth';
import { hospitalDoctorSchema } from '../schemas/hospital';
import { cnesSchema } from '../schemas/professional-codes';

describe('professional codes', () => {
  it('knows the 27 UFs, the same as the Brazilian utilities', () => {
    expect([...BRAZILIAN_UFS].sort()).toEqual(
      getStates()
        .map((s) => s.code)
        .sort(),
    );
  });

  it('reads the CRMs people typed before the number and UF were apart', () => {
    expect(parseCrm('CRM-SP 139512')).toEqual({ crm: '139512', uf: 'SP' });
    expect(parseCrm('CRM/SP 139512')).toEqual({ crm: '139512', uf: 'SP' });
    expect(parseCrm('139512-SP')).toEqual({ crm: '139512', uf: 'SP' });
    expect(parseCrm('139512/sp')).toEqual({ crm: '139512', uf: 'SP' });
    expect(parseCrm('SP 139512')).toEqual({ crm: '139512', uf: 'SP' });
    expect(parseCrm(' 139512 ')).toEqual({ crm: '139512', uf: null });
    expect(parseCrm('CRM 139512')).toEqual({ crm: '139512', uf: null });
    expect(parseCrm('CRM-XX 139512')).toBeNull();
    expect(parseCrm('139512 140000')).toBeNull();
    expect(parseCrm('Dr. Fulano')).toBeNull();
  });

  it('shows the CRM once, as number/UF', () => {
    expect(formatCrm('139512', 'SP')).toBe('139512/SP');
    expect(formatCrm('139512', null)).toBe('139512');
    expect(formatCrm('CRM-SP 139512')).toBe('139512/SP');
    expect(formatCrm('texto livre')).toBe('texto livre');
    expect(formatCrm(null, 'SP')).toBeNull();
    expect(crmLabel('139512', 'SP')).toBe('CRM 139512/SP');
    expect(crmLabel('CRM-SP 139512')).toBe('CRM 139512/SP');
    expect(crmLabel('', 'SP')).toBeNull();
  });

  it('has a CBO for every specialty and fills it from the role', () => {
    for (const s of SPECIALTIES) expect(cboForSpecialty(s)).toMatch(/^\d{6}$/);
    expect(cboForSpecialty('clinico geral')).toBe('225125');
    expect(cboForSpecialty('Geriatra')).toBeNull();
    expect(cboFor('reception', null)).toBe('422105');
    expect(cboFor('doctor', 'Pediatra')).toBe('225124');
    expect(
      professionalFields({ user_type: 'reception', specialty: 'Pediatra', crm: '1234', crm_uf: 'SP' }),
    ).toEqual({ specialty: null, crm: null, crm_uf: null, cbo: '422105' });
    expect(
      professionalFields({
        user_type: 'doctor',
        specialty: 'Pediatra',
        crm: '1234',
        crm_uf: 'SP',
        cbo: '225130',
      }),
    ).toEqual({ specialty: 'Pediatra', crm: '1234', crm_uf: 'SP', cbo: '225130' });
  });

  it('checks a CNES and a CRM with its UF', () => {
    expect(cnesSchema.parse(' 2038121 ')).toBe('2038121');
    expect(cnesSchema.parse('')).toBeNull();
    expect(cnesSchema.safeParse('203812').error?.issues[0]?.message).toBe('CNES deve ter 7 dígitos');
    const doctor = { user_type: 'doctor', full_name: 'Dra. Ana' };
    expect(profileSetupSchema.parse({ ...doctor, crm: '1234', crm_uf: 'rs' })).toMatchObject({
      crm: '1234',
      crm_uf: 'RS',
    });
    const noUf = profileSetupSchema.safeParse({ ...doctor, crm: '1234' });
    expect(noUf.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['crm_uf', 'UF do CRM é obrigatória'],
    ]);
    const noCrm = profileSetupSchema.safeParse({ ...doctor, crm_uf: 'SP' });
    expect(noCrm.error?.issues[0]?.message).toBe('CRM é obrigatório');
    // A receptionist carries no CRM: nothing is asked of them.
    expect(profileSetupSchema.safeParse({ ...doctor, user_type: 'reception', crm_uf: 'SP' }).success).toBe(
      true,
    );
  });

  it("writes a specialty typed with other case or accents as the city's list does, and keeps any other", () => {
    expect(canonicalSpecialty('dermatologista')).toBe('Dermatologista');
    expect(canonicalSpecialty('  CLINICO GERAL ')).toBe('Clínico Geral');
    expect(canonicalSpecialty('Medicina do Sono')).toBe('Medicina do Sono');
    expect(
      hospitalDoctorSchema.parse({
        doctor_name: 'Dra. Ana',
        specialty: 'pediatra',
        crm: '123456',
        crm_uf: 'SP',
      }),
    ).toMatchObject({ specialty: 'Pediatra' });
  });
});

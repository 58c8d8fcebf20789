/**
 * The rows of a password reset: the account a CPF names, the e-mail it can be reached at, and the
 * one-time codes (decision 017). Only a code's hash is stored.
 */
import type { Kysely } from 'kysely';
import type { ResetAccountKind } from '@saude/shared/schemas/password-reset';
import { RESET_CODE_MAX_ATTEMPTS } from '@saude/shared/schemas/password-reset';
import type { DB, PasswordResetCodesTable } from '../../db/types';
import { patientsRepository } from '../patients';

export type ResetAccount = {
  id: number;
  full_name: string;
  is_active: number;
  /** A member of staff's unit; null for patients and for staff of no unit. */
  health_unit_id: number | null;
};

export type OpenCode = { id: number; code_hash: string };

type NewCode = Omit<PasswordResetCodesTable, 'id' | 'attempts' | 'used_at'>;

export function passwordResetRepository(db: Kysely<DB>) {
  return {
    accountByCpf(kind: ResetAccountKind, cpf: string): Promise<ResetAccount | undefined> {
      return kind === 'patient'
        ? patientsRepository(db)
            .byCpf(cpf)
            .then(
              (p) => p && { id: p.id, full_name: p.full_name, is_active: p.is_active, health_unit_id: null },
            )
        : db
            .selectFrom('staff')
            .select(['id', 'full_name', 'is_active', 'health_unit_id'])
            .where('cpf', '=', cpf)
            .executeTakeFirst();
    },

    /**
     * The address the account can be reached at: the one its identity provider verified when the
     * person linked a Google account (patients and staff keep no e-mail of their own).
     */
    async emailOf(kind: ResetAccountKind, id: number): Promise<string | null> {
      const row = await db
        .selectFrom('external_identities')
        .select('email')
        .where(kind === 'patient' ? 'patient_id' : 'staff_id', '=', id)
        .where('email', 'is not', null)
        .orderBy('updated_at', 'desc')
        .executeTakeFirst();
      return row?.email ?? null;
    },

    /** A new code closes the account's older ones: only the last code given works. */
    async replaceOpenCodes(code: NewCode): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('password_reset_codes')
          .set({ expires_at: code.created_at })
          .where('account_kind', '=', code.account_kind)
          .where('account_id', '=', code.account_id)
          .where('used_at', 'is', null)
          .where('expires_at', '>', code.created_at)
          .execute();
        await trx.insertInto('password_reset_codes').values(code).execute();
      });
    },

    /** Codes that can still be used: not spent, not expired, not guessed at too often. */
    openCodes(kind: ResetAccountKind, id: number, at: string): Promise<OpenCode[]> {
      return db
        .selectFrom('password_reset_codes')
        .select(['id', 'code_hash'])
        .where('account_kind', '=', kind)
        .where('account_id', '=', id)
        .where('expires_at', '>', at)
        .where('used_at', 'is', null)
        .where('attempts', '<', RESET_CODE_MAX_ATTEMPTS)
        .execute();
    },

    /** A wrong code counts against every open code of the account. */
    async countWrongCode(kind: ResetAccountKind, id: number, at: string): Promise<void> {
      await db
        .updateTable('password_reset_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('account_kind', '=', kind)
        .where('account_id', '=', id)
        .where('expires_at', '>', at)
        .where('used_at', 'is', null)
        .execute();
    },

    /**
     * Spends the code and sets the password in one transaction; false when another request spent
     * the code first (the conditional update is what makes a code work once).
     */
    async spendAndSetPassword(
      kind: ResetAccountKind,
      accountId: number,
      codeId: number,
      passwordHash: string,
      at: string,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const spent = await trx
          .updateTable('password_reset_codes')
          .set({ used_at: at })
          .where('id', '=', codeId)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(spent.numUpdatedRows) !== 1) return false;
        await trx
          .updateTable(kind === 'patient' ? 'patients' : 'staff')
          .set({ password_hash: passwordHash, updated_at: at })
          .where('id', '=', accountId)
          .execute();
        // Any other code given for the account is no longer needed.
        await trx
          .updateTable('password_reset_codes')
          .set({ expires_at: at })
          .where('account_kind', '=', kind)
          .where('account_id', '=', accountId)
          .where('used_at', 'is', null)
          .where('expires_at', '>', at)
          .execute();
        return true;
      });
    },
  };
}

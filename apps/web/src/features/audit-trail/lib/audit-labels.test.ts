import { describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR_KIND, type AuditEvent } from '@saude/shared/schemas/audit';
import { actorName } from '../components/audit-event-table';
import { actionLabel, actorKindLabel, targetLabel } from './audit-labels';

describe('audit labels', () => {
  it("names the server's own work: the automatic no-show of the day's unattended appointments", () => {
    const event: AuditEvent = {
      id: 5,
      occurred_at: '2026-11-26T05:00:00.000Z',
      actor_kind: SYSTEM_ACTOR_KIND,
      actor_id: null,
      actor_name: null,
      action: 'appointments.no_show_marked',
      target_type: 'appointments',
      target_id: null,
      ip: null,
      request_id: null,
      details: { before: '2026-11-26', marked: 12 },
    };
    expect(actorName(event)).toBe('Sistema');
    expect(actorKindLabel(event.actor_kind)).toBe('Tarefa automática');
    expect(actionLabel(event.action)).toBe('Faltas marcadas ao fim do dia');
    expect(targetLabel(event.target_type, event.target_id)).toBe('Consultas');
    // An event without any actor is still unknown, not the system.
    expect(actorName({ ...event, actor_kind: null })).toBe('Não identificado');
    expect(actorKindLabel(null)).toBe('Não identificado');
  });

  it('names the reads of clinical lists in Portuguese, and shows a code it does not know as it is', () => {
    expect(actionLabel('prescriptions.read')).toBe('Leitura de receitas emitidas');
    expect(actionLabel('prescriptions.dispensed.read')).toBe(
      'Leitura das receitas dispensadas pela farmácia',
    );
    expect(actionLabel('hospital.exams.read')).toBe('Leitura de exames da unidade');
    expect(actionLabel('admin.wipe.all.refused')).toBe('Exclusão de todos os dados recusada');
    expect(actionLabel('admin.staff.created')).toBe('Cadastro de funcionário');
    expect(actionLabel('algo.novo')).toBe('algo.novo');
    // The lists read are named as their screens are, not by their codes.
    expect(targetLabel('exams', null)).toBe('Exames');
    expect(targetLabel('vaccinations', null)).toBe('Vacinas');
    expect(targetLabel('prescriptions', null)).toBe('Receitas');
  });

  it("names what a patient's own exports leave in the trail", () => {
    expect(actionLabel('vaccination_card.issued')).toBe('Carteira de vacinação emitida');
    expect(actionLabel('data.exported')).toBe('Exportação dos dados de saúde (FHIR)');
  });
});

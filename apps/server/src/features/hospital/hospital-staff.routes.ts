/** Hospital panel, 'Equipe' tab: employee doctors and receptionists of the unit. */
import { Hono } from 'hono';
import {
  unitListQuerySchema,
  hospitalStaffCreateSchema,
  hospitalStaffUpdateSchema,
} from '@saude/shared/schemas/hospital';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { parseWith, readJson } from '../../http/validate';
import { listAnswer } from '../../http/list-answer';
import { recordId } from './hospital-scope';
import { createStaffMember, listStaff, updateStaffMember } from './hospital-staff.service';

export function hospitalStaffRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/staff', requirePermission('hospital:staff'), async (c) => {
    const query = parseWith(unitListQuerySchema, c.req.query());
    const { page, total } = await listStaff(c.var, query);
    return listAnswer(c, page, total);
  });
  app.post('/staff', requirePermission('hospital:staff'), async (c) => {
    const input = await readJson(c, hospitalStaffCreateSchema);
    const member = await createStaffMember(c.var, input);
    return c.json(member, 201);
  });
  app.put('/staff/:id', requirePermission('hospital:staff'), async (c) => {
    const id = recordId(c.req.param('id'), 'Funcionário não encontrado');
    const input = await readJson(c, hospitalStaffUpdateSchema);
    return c.json(await updateStaffMember(c.var, id, input));
  });
  return app;
}

/** Hospital panel, 'Médicos' tab: the unit's autonomous doctors. */
import { Hono } from 'hono';
import { unitListQuerySchema, hospitalDoctorSchema } from '@saude/shared/schemas/hospital';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { parseWith, readJson } from '../../http/validate';
import { listAnswer } from '../../http/list-answer';
import { recordId } from './hospital-scope';
import { createDoctor, listDoctors, removeDoctor, updateDoctor } from './hospital-doctors.service';

const NOT_FOUND = 'Médico não encontrado';

export function hospitalDoctorsRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/doctors', requirePermission('hospital:doctors'), async (c) => {
    const query = parseWith(unitListQuerySchema, c.req.query());
    const { page, total } = await listDoctors(c.var, query);
    return listAnswer(c, page, total);
  });
  app.post('/doctors', requirePermission('hospital:doctors'), async (c) => {
    const input = await readJson(c, hospitalDoctorSchema);
    return c.json(await createDoctor(c.var, input), 201);
  });
  app.put('/doctors/:id', requirePermission('hospital:doctors'), async (c) => {
    const id = recordId(c.req.param('id'), NOT_FOUND);
    const input = await readJson(c, hospitalDoctorSchema);
    return c.json(await updateDoctor(c.var, id, input));
  });
  app.delete('/doctors/:id', requirePermission('hospital:doctors'), async (c) => {
    const id = recordId(c.req.param('id'), NOT_FOUND);
    return c.json(await removeDoctor(c.var, id));
  });
  return app;
}

/** The health check and the installation's public configuration (decision 030). */
import { z } from 'zod';
import { endpoint, json } from './endpoint';
import { publicConfigSchema } from '../schemas/auth';

const tag = 'Sistema';

/** GET /api/health when the database answers; a 503 otherwise (not a success, so not described here). */
const healthCheckSchema = z.strictObject({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
});

export const systemEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Verificação de saúde: o servidor e o banco de dados respondem',
    tag,
    answer: json(healthCheckSchema),
  }),
  publicConfig: endpoint({
    method: 'GET',
    path: '/api/public/config',
    summary: 'O que as páginas públicas precisam saber desta instalação',
    tag,
    answer: json(publicConfigSchema),
  }),
};

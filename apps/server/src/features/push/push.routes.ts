/** /api/push: the VAPID public key and this browser's subscription (decision 040). */
import { pushEndpoints as api } from '@saude/shared/contract/push';
import { publicRoute, requirePermission } from '../../http/access';
import { apiRouter, on } from '../../http/endpoint';
import { publicKey, subscribe, unsubscribe } from './push.service';

export function pushRoutes() {
  const app = apiRouter('/api/push');
  // A public key: nothing to protect, and the browser needs it before subscribing.
  on(app, api.publicKey, publicRoute(), (_, c) => publicKey(c.var.deps));
  on(app, api.subscribe, requirePermission('push:subscribe'), ({ body }, c) => subscribe(c.var, body));
  on(app, api.unsubscribe, requirePermission('push:subscribe'), ({ body }, c) => unsubscribe(c.var, body));
  return app;
}

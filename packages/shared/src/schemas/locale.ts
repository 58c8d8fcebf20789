/**
 * zod's own messages (a number sent where text is expected, a body that is not an object) in
 * Portuguese, for the server's answers and the web's forms alike. Imported for its effect.
 */
import { z } from 'zod';

z.config(z.locales.ptBR());

import { useQuery } from '@tanstack/react-query';
import { referenceEndpoints } from '@saude/shared/contract/reference';
import { callApi } from '@/lib/api-client';
import type { JsonSchema } from '../schema-text';

type MediaContent = Record<string, { schema?: JsonSchema }>;

export type Operation = {
  summary: string;
  tags: string[];
  parameters?: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }[];
  requestBody?: { content: MediaContent };
  responses: Record<string, { description: string; content?: MediaContent }>;
  security: unknown[];
  'x-permission'?: string;
  'x-roles'?: string[];
};

export type ApiOperation = Operation & { method: string; path: string };

/** GET /api/openapi.json, as the list of operations the reference shows. */
export function useApiOperations() {
  return useQuery({
    queryKey: ['api-reference'],
    queryFn: async ({ signal }) => {
      const document = await callApi(referenceEndpoints.openApi, { signal });
      const paths = document.paths as Record<string, Record<string, Operation>>;
      return Object.entries(paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]): ApiOperation => ({ ...operation, method, path })),
      );
    },
    staleTime: Infinity,
  });
}

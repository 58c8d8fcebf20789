import { api } from '@/lib/api-client';

/** Failed list loads are only logged and leave the list empty (spec 01 section 8). */
export async function loadList<T>(path: string, what: string): Promise<T[]> {
  try {
    return await api.get<T[]>(path);
  } catch (error) {
    console.error(`Failed to load ${what}`, error);
    return [];
  }
}

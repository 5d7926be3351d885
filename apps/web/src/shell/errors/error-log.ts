import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';

/** The local error log keeps the last 50 entries (spec A sections 8 and 9). */
export const ERROR_LOG_LIMIT = 50;

export interface ErrorLogEntry {
  at: string;
  kind: string;
  message: string;
  status?: number;
  url?: string;
}

export class ErrorLog {
  private items: ErrorLogEntry[];

  constructor(
    private readonly storageKey: string | null = STORAGE_KEYS.errorLog,
    private readonly limit = ERROR_LOG_LIMIT,
  ) {
    this.items = storageKey ? parse(readStorage(storageKey)) : [];
  }

  add(entry: ErrorLogEntry): void {
    this.items = [...this.items, entry].slice(-this.limit);
    if (this.storageKey) writeStorage(this.storageKey, JSON.stringify(this.items));
  }

  entries(): readonly ErrorLogEntry[] {
    return this.items;
  }
}

function parse(raw: string | null): ErrorLogEntry[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? (value as ErrorLogEntry[]).slice(-ERROR_LOG_LIMIT) : [];
  } catch {
    return [];
  }
}

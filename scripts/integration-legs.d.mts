export declare const INTEGRATION_DIR: string;
/** Each integration file (relative to the project) with the database it declares, or null. */
export declare function integrationFiles(root?: string): { file: string; declared: 'postgres' | 'pglite' | null }[];
/** The files the PostgreSQL leg runs. */
export declare function postgresLegFiles(root?: string): string[];

/** Where the template lives below a project root; the server looks for it at this path. */
export declare const PGLITE_TEMPLATE: string;
/** The template's path, (re)making it when missing or written by another PGlite version. */
export declare function ensurePgliteTemplate(root: string): Promise<string>;

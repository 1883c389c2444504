// What both ends of the control channel agree on (decision 088).

/** A Markdown file of up to 1 MB, as JSON. */
export const MAX_REQUEST_BYTES = 4 * 1024 * 1024;

/** A file answer's name, as the command would call it (URI-encoded). */
export const FILE_NAME_HEADER = 'x-file-name';
/** A file answer's description, said once it is written (URI-encoded). */
export const SUMMARY_HEADER = 'x-summary';

export const commandPath = (name: string) => `/commands/${name}`;

/**
 * A form holding a file is sent as multipart (the console's resource engine, formSend.ts): its other values as
 * JSON in the part named here, first, then each file under its field's name; the server reads the file with
 * the parts before it (server/src/http/upload.ts).
 */
export const VALUES_PART = 'values';

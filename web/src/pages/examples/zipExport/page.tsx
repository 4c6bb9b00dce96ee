/** The zipExport sample page (/example/zipExport): being built (issue 19). */
export default function Page() {
  return null;
}

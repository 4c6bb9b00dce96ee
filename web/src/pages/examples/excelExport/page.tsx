/** The excelExport sample page (/example/excelExport): being built (issue 19). */
export default function Page() {
  return null;
}

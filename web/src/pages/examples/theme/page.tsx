/** The theme sample page (/example/theme): being built (issue 19). */
export default function Page() {
  return null;
}

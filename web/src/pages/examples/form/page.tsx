/** The form sample page (/example/form): being built (issue 19). */
export default function Page() {
  return null;
}

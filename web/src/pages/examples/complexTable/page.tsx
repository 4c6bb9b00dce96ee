/** The complexTable sample page (/example/complexTable): being built (issue 19). */
export default function Page() {
  return null;
}

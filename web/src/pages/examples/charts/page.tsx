/** The charts sample page (/example/charts): being built (issue 19). */
export default function Page() {
  return null;
}

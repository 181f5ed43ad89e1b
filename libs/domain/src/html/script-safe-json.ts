/** JSON as the body of an inline <script>: `<` escaped so no text can close the script early. */
export function scriptSafeJson(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** What a zod schema's safeParse answers, as far as a form needs it. */
type Checker = {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
};

/**
 * A form's problems by field, from the domain's own schema, loaded only when the form is sent:
 * the schemas (and zod) stay out of the page's first load (issue 33's 200 kB a route). The rule
 * is still written once, in packages/domain. If the schema cannot be loaded (a network hiccup,
 * a new deploy), the form is sent anyway and the server's 400 names the fields.
 */
export async function fieldProblems(
  load: () => Promise<Checker>,
  body: unknown,
): Promise<Record<string, string>> {
  let schema: Checker;
  try {
    schema = await load();
  } catch {
    return {};
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
}

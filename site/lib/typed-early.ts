// What a visitor typed into a form before its island started. Islands start
// on the visitor's first gesture (decision 75), and that gesture may be the
// tap into a field: a quick visitor types a word or ticks a box before React
// has hydrated the form. The field then shows it, but the form's state does
// not hold it, and React would put the state back into the field at the next
// render (the visitor's name gone as they type their phone number). So once
// hydrated, a form that keeps its fields in state (the quote form) takes
// what they show into it. A form that reads its fields only when sent (the
// newsletter's) has nothing to take.
import { useEffect, type RefObject } from "react";

/** The value each named field of `form` shows now (a radio group's: its checked radio's), by name. */
export function fieldValues<K extends string>(form: HTMLFormElement, names: readonly K[]): Partial<Record<K, string>> {
  const values: Partial<Record<K, string>> = {};
  for (const name of names) {
    const field = form.elements.namedItem(name);
    if (field && "value" in field && typeof field.value === "string") values[name] = field.value;
  }
  return values;
}

/** Once the form has hydrated, hands `take` what its named fields show. */
export function useTypedEarly<K extends string>(
  form: RefObject<HTMLFormElement | null>,
  names: readonly K[],
  take: (typed: Partial<Record<K, string>>) => void,
) {
  useEffect(() => {
    if (form.current) take(fieldValues(form.current, names));
    // Once, on hydration: afterwards the state is what the fields show.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

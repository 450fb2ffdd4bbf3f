// A form field that re-renders only when something it shows changes. A Mantine form (controlled mode)
// re-renders every field on each keystroke in any of them. Most fields cost little, but Mantine keeps a closed
// select's options mounted (unmounted, a list has no id on its first opening: the input's aria-expanded stays
// false and aria-controls unset): the contact form's three dial-code pickers, 248 countries each, made every
// character typed anywhere in the form cost about 140 ms here, against 26 ms without them.
import { type ComponentType, memo, useInsertionEffect, useMemo, useRef } from 'react';

type Handler = (...args: unknown[]) => unknown;

/**
 * Wraps a field so that its function props (onChange, onFocus, onBlur: the form makes new ones on every render)
 * keep one identity and always call the latest, and the field itself is memoised on the rest of its props
 * (value, error, label...). A handler is never stale: it reads the props of the last render. Function props are
 * taken for event handlers, called after a render: a render function (renderOption) belongs inside the field.
 */
export function stableField<Props extends object>(Field: ComponentType<Props>): ComponentType<Props> {
  const MemoizedField = memo(Field) as unknown as ComponentType<Props>;
  function StableField(props: Props) {
    const latest = useRef(props);
    // Before any layout effect or event can call a handler, the handlers read this render's props.
    useInsertionEffect(() => {
      latest.current = props;
    });
    const handlerNames = Object.entries(props)
      .filter(([, value]) => typeof value === 'function')
      .map(([name]) => name)
      .join(' ');
    const handlers = useMemo(
      () =>
        Object.fromEntries(
          handlerNames
            .split(' ')
            .filter((name) => name !== '')
            .map((name) => [
              name,
              (...args: unknown[]) => (latest.current as Record<string, Handler>)[name]?.(...args),
            ]),
        ),
      [handlerNames],
    );
    return <MemoizedField {...props} {...handlers} />;
  }
  StableField.displayName = `stableField(${Field.displayName ?? Field.name})`;
  return StableField;
}

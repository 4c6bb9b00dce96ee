import { Segmented, Select } from 'antd';
import { useTranslation } from '../i18n';
import type { PanelChoice } from './types';

// Loaded on its own (by a dashboard with a selector): Home has none, and antd's Select is not light.

/** A choice's label in the page's language. */
function useChoiceLabel() {
  const { t, i18n } = useTranslation();
  return (choice: PanelChoice) =>
    typeof choice.label === 'function' ? choice.label(t, i18n.language) : t(choice.label);
}

/** A few short choices side by side; more, or read ones (names), in a dropdown. */
const SIDE_BY_SIDE = 4;

/** The selector of a panel's header: `<panel test id>-choice`, each of its options `-choice-<value>`. */
export default function ChoiceSelect(props: {
  choices: PanelChoice[];
  value: string | undefined;
  /** Read (the user's levels, named): a dropdown, however few. */
  read: boolean;
  loading: boolean;
  testId: string;
  onChange: (value: string) => void;
}) {
  const label = useChoiceLabel();
  const testId = `${props.testId}-choice`;
  const options = props.choices.map((choice) => ({
    value: choice.value,
    label: <span data-testid={`${testId}-${choice.value}`}>{label(choice)}</span>,
  }));
  if (!props.read && props.choices.length <= SIDE_BY_SIDE && props.value !== undefined)
    return (
      <Segmented
        size="small"
        data-testid={testId}
        value={props.value}
        options={options}
        onChange={(value) => props.onChange(String(value))}
      />
    );
  return (
    <Select
      size="small"
      data-testid={testId}
      loading={props.loading}
      value={props.value}
      options={options}
      popupMatchSelectWidth={false}
      style={{ minWidth: 120 }}
      onChange={(value) => props.onChange(value)}
    />
  );
}

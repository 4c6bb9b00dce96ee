import { FormModal } from '../resource/FormModal';
import type { FieldDef } from '../resource/types';

/**
 * The form of a panel's or a row's action: the resource engine's one form. Loaded on its own when first opened,
 * so that a dashboard without actions (Home) does without the form engine.
 */
export default function ActionForm(props: {
  title: string;
  testId: string;
  fields: FieldDef[];
  initial: Record<string, unknown>;
  width?: number | undefined;
  submit: (values: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <FormModal
      open
      title={props.title}
      testId={props.testId}
      fields={props.fields}
      initial={props.initial}
      {...(props.width ? { width: props.width } : {})}
      submit={props.submit}
      onClose={props.onClose}
    />
  );
}

import { regionPath, regionTree, type RegionOption } from '@adops/common/region';
import type { Lang } from '@adops/common/messages';
import { landingText, type LandingTextKey } from './landingTexts';

const LEVELS: LandingTextKey[] = ['province', 'city', 'county'];

/** A level below the province whose places have none below them is the county's (a municipality's districts). */
const levelName = (depth: number, options: readonly RegionOption[]): LandingTextKey =>
  depth > 0 && options.every((option) => !option.children) ? 'county' : LEVELS[depth]!;

interface RegionPickerProps {
  id: string;
  /** The six-digit code of the deepest level chosen; empty when none. */
  value: string;
  onChange(code: string): void;
  onBlur(): void;
  lang: Lang;
  invalid: boolean;
  describedBy?: string;
}

/**
 * Province → city → county as native selects (a phone shows its own wheel for each); the value is the code of the
 * deepest level chosen. A municipality has no city level: its districts come right after it.
 */
export function RegionPicker({ id, value, onChange, onBlur, lang, invalid, describedBy }: RegionPickerProps) {
  const path = (value && regionPath(value)) || [];
  const levels: { options: readonly RegionOption[]; chosen: string }[] = [];
  let options: readonly RegionOption[] | undefined = regionTree();
  for (let depth = 0; options?.length && depth < LEVELS.length; depth++) {
    const chosen = path[depth] ?? '';
    levels.push({ options, chosen });
    options = chosen ? options.find((o) => o.value === chosen)?.children : undefined;
  }
  return (
    <div className="lp-region" role="group" aria-labelledby={`${id}-label`}>
      {levels.map(({ options: choices, chosen }, depth) => {
        const level = levelName(depth, choices);
        return (
          <select
            key={depth}
            id={depth === 0 ? id : `${id}-${depth}`}
            aria-label={landingText(level, lang)}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            value={chosen}
            // Choosing a level afresh drops the levels below it; "choose" at a level keeps the one above.
            onChange={(event) => onChange(event.target.value || (path[depth - 1] ?? ''))}
            onBlur={onBlur}
          >
            <option value="">
              {landingText(level, lang)} · {landingText('choose', lang)}
            </option>
            {choices.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        );
      })}
    </div>
  );
}

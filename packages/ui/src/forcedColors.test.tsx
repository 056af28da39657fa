/**
 * Windows' high-contrast themes (forced colours) replace every colour of the page with the
 * theme's few and drop fills' meaning and shadows: a selected, pressed or focused control must
 * still look different from the others there (WCAG 1.4.11 and 2.4.7).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import './styles.css';
import {
  contrastRatio,
  emulateForcedColors,
  forcedLook,
  nextFrame,
  systemColour,
  transitionsEnded,
} from '../test/emulation';
import { Checkbox } from './primitives/Checkbox';
import { ChoiceCards } from './primitives/ChoiceCards';
import { RadioGroup } from './primitives/RadioGroup';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './primitives/Tabs';
import { NavChart } from './composites/NavChart';
import { shortTermSolesHistory } from './composites/NavChart/fixtures';
import { UnitToggle } from './screens/rescue/RescueDetailStepScreen/UnitToggle';

beforeEach(() => emulateForcedColors(true));
afterEach(() => emulateForcedColors(false));

/** An edge the customer sees: drawn, and at least 3:1 against the theme's background. */
function visibleEdge(el: Element, side: 'top' | 'right' | 'bottom' | 'left'): boolean {
  const s = getComputedStyle(el);
  return (
    s.getPropertyValue(`border-${side}-style`) !== 'none' &&
    parseFloat(s.getPropertyValue(`border-${side}-width`)) >= 1 &&
    contrastRatio(s.getPropertyValue(`border-${side}-color`), systemColour('Canvas')) >= 3
  );
}

/** A fill the customer sees: opaque and at least 3:1 against the theme's background. */
function visibleFill(el: Element): boolean {
  const background = getComputedStyle(el).backgroundColor;
  const alpha = Number(/rgba\([^)]*,\s*([\d.]+)\)/.exec(background)?.[1] ?? 1);
  return alpha > 0.5 && contrastRatio(background, systemColour('Canvas')) >= 3;
}

describe('in forced colours', () => {
  it('underlines only the selected tab (the series shown under "Montos mínimos")', async () => {
    const screen = await render(
      <Tabs defaultValue="A">
        <TabsList label="Series">
          <TabsTrigger value="A">Serie A</TabsTrigger>
          <TabsTrigger value="B">Serie B</TabsTrigger>
        </TabsList>
        <TabsContent value="A">Mínimo S/ 500</TabsContent>
        <TabsContent value="B">Mínimo S/ 50 000</TabsContent>
      </Tabs>,
    );
    const selected = screen.getByRole('tab', { name: 'Serie A' }).element();
    const other = screen.getByRole('tab', { name: 'Serie B' }).element();
    expect(visibleEdge(selected, 'bottom'), 'the selected tab is underlined').toBe(true);
    expect(visibleEdge(other, 'bottom'), 'the other tab is not').toBe(false);

    await screen.getByRole('tab', { name: 'Serie B' }).click();
    await transitionsEnded();
    expect(visibleEdge(other, 'bottom')).toBe(true);
    expect(visibleEdge(selected, 'bottom')).toBe(false);
  });

  it('fills the chosen option of a segmented toggle ("En soles / En cuotas")', async () => {
    const screen = await render(
      <UnitToggle
        id="unit"
        name="unit"
        label="¿Cómo quieres indicarlo?"
        value="cuotas"
        onValueChange={() => {}}
        options={[
          { value: 'amount', label: 'En soles' },
          { value: 'cuotas', label: 'En cuotas' },
        ]}
      />,
    );
    const chosen = screen.getByText('En cuotas').element();
    const other = screen.getByText('En soles').element();
    expect(visibleFill(chosen), 'the chosen option is filled').toBe(true);
    expect(visibleFill(other), 'the other is not').toBe(false);
    const { color, backgroundColor, forcedColorAdjust } = getComputedStyle(chosen);
    expect(contrastRatio(color, backgroundColor)).toBeGreaterThanOrEqual(4.5);
    // Chromium paints a backplate in the page's colour behind forced text: the chosen option's
    // text would be the page's colour on it, unreadable, unless painted as is.
    expect(forcedColorAdjust).toBe('none');

    await userEvent.tab(); // the chosen option, as a keyboard user reaches it
    await expect.element(screen.getByRole('radio', { name: 'En cuotas' })).toHaveFocus();
    await transitionsEnded();
    const { outlineStyle, outlineColor } = getComputedStyle(chosen);
    expect(outlineStyle).toBe('solid');
    expect(contrastRatio(outlineColor, systemColour('Canvas'))).toBeGreaterThanOrEqual(3);
  });

  it("shows the focus on the chart's period buttons, apart from the chosen period", async () => {
    const screen = await render(
      <div>
        <button type="button">Antes</button>
        <NavChart
          points={shortTermSolesHistory}
          currency="PEN"
          range="1Y"
          onRangeChange={() => {}}
          state="ready"
          fundName="Renta Corto Plazo Soles"
        />
      </div>,
    );
    const period = (value: string) =>
      screen.container.querySelector(`[data-range="${value}"]`) as HTMLElement;
    (screen.getByRole('button', { name: 'Antes' }).element() as HTMLElement).focus();
    await nextFrame();
    await transitionsEnded();
    const chosenUnfocused = forcedLook(period('1Y'));

    await userEvent.tab(); // the chosen period, as a keyboard user reaches it
    await expect.element(screen.getByRole('radio', { name: '1 año' })).toHaveFocus();
    await transitionsEnded();
    const focused = getComputedStyle(period('1Y'));
    expect(forcedLook(period('1Y')), 'focus changes how the chosen period looks').not.toBe(
      chosenUnfocused,
    );
    expect(focused.outlineStyle).toBe('solid');
    expect(parseFloat(focused.outlineWidth)).toBeGreaterThanOrEqual(2);
    expect(parseFloat(focused.outlineOffset), 'the outline sits outside the fill').toBeGreaterThan(
      0,
    );
    expect(contrastRatio(focused.outlineColor, systemColour('Canvas'))).toBeGreaterThanOrEqual(3);
    // The chosen period shows without focus too, its label readable on its fill (no backplate).
    expect(visibleFill(period('1Y')), 'the chosen period is filled').toBe(true);
    expect(getComputedStyle(period('1Y')).forcedColorAdjust).toBe('none');
    expect(visibleFill(period('6M'))).toBe(false);
  });

  it('shows the tick of a ticked checkbox', async () => {
    const screen = await render(
      <Checkbox label="Acepto los términos" checked onCheckedChange={() => {}} />,
    );
    const box = screen.getByRole('checkbox').element();
    const tick = box.nextElementSibling!;
    expect(tick.tagName.toLowerCase()).toBe('svg');
    const boxFill = getComputedStyle(box).backgroundColor;
    expect(contrastRatio(getComputedStyle(tick).color, boxFill)).toBeGreaterThanOrEqual(3);
  });

  it('marks the chosen card of a choice and its round mark', async () => {
    const screen = await render(
      <ChoiceCards
        label="¿Quién invierte?"
        value="natural"
        onValueChange={() => {}}
        options={[
          { value: 'natural', title: 'Persona natural' },
          { value: 'legal', title: 'Empresa' },
        ]}
      />,
    );
    const [chosen, other] = [...screen.container.querySelectorAll('label')];
    const mark = (card: Element) => card.lastElementChild!;
    expect(visibleFill(mark(chosen!)), 'the chosen card’s mark is filled').toBe(true);
    expect(visibleFill(mark(other!))).toBe(false);
    const tick = mark(chosen!).querySelector('svg')!;
    expect(
      contrastRatio(getComputedStyle(tick).color, getComputedStyle(mark(chosen!)).backgroundColor),
    ).toBeGreaterThanOrEqual(3);
    expect(forcedLook(chosen!)).not.toBe(forcedLook(other!));
  });

  it('keeps the chosen radio apart from the others', async () => {
    const screen = await render(
      <RadioGroup
        label="Tipo de cuenta"
        value="ahorros"
        onValueChange={() => {}}
        options={[
          { value: 'ahorros', label: 'Ahorros' },
          { value: 'corriente', label: 'Corriente' },
        ]}
      />,
    );
    const [chosen, other] = screen.container.querySelectorAll('input');
    expect(forcedLook(chosen!)).not.toBe(forcedLook(other!));
  });
});

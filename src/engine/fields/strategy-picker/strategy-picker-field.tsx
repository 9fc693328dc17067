import { Box, Typography } from '@mui/material';
import type { ErrorSchema, FieldProps, RJSFSchema } from '@rjsf/utils';
import type { JSONSchema7, JSONSchema7Definition } from 'json-schema';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DefinitionData } from '../../renderer/definition-data';
import type { EngineFormContext } from '../../widgets/form-context';
import { useLanguage } from '../../widgets/use-language';
import { type CardQuestion, StrategyCard } from './strategy-card';
import { type StrategyItem, itemsOf, withChoice } from './strategy-item';
import type { StrategyOption } from './strategy-option';
import { SuitabilityAcknowledgement } from './suitability-acknowledgement';

export type StrategyPickerFieldProps = FieldProps<DefinitionData, RJSFSchema, EngineFormContext>;

const asSchema = (value: JSONSchema7Definition | undefined): JSONSchema7 | undefined =>
  typeof value === 'object' ? value : undefined;

/** The i18n keys of the picker's own texts, by name (`ui:texts` of the definition's UI schema). */
type Texts = Readonly<Record<string, string>>;

function errorsAt(schema: ErrorSchema<DefinitionData> | undefined, ...path: (string | number)[]): string[] {
  let node: unknown = schema;
  for (const part of path)
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  const errors = node && typeof node === 'object' ? (node as { __errors?: unknown }).__errors : undefined;
  return Array.isArray(errors) ? (errors as string[]) : [];
}

/**
 * The strategy picker (`ui:field: strategyPicker` on an array of chosen strategies): the strategies the app lists
 * at run time (`formContext.strategyPicker`), each chosen by a checkbox, and for each chosen one what the definition's
 * item schema asks: the deposit kind (`deposit`, its options), the amount and, where the item schema's branch for
 * the chosen kind declares it, the `frequency`. A strategy riskier than the person's profile carries `riskier` and
 * shows its warning; the definition requires its `acknowledged`, asked once for all of them below the list.
 * Errors come from the definition's rules and texts, one message per strategy next to it.
 */
export function StrategyPickerField(props: StrategyPickerFieldProps) {
  const { schema, uiSchema, formData, errorSchema, rawErrors, fieldPathId, registry, onChange } = props;
  const { t } = useTranslation();
  const language = useLanguage();
  const picker = registry.formContext.strategyPicker;
  const options = picker?.options ?? [];
  const items = itemsOf(formData);
  const id = fieldPathId.$id;
  const texts = (uiSchema?.['ui:texts'] ?? {}) as Texts;
  const text = (name: string, values?: Record<string, unknown>) => (texts[name] ? t(texts[name], values ?? {}) : '');
  // What was entered for a strategy that was unchosen, so choosing it again loses nothing.
  const earlier = useRef(new Map<number, StrategyItem>());

  const itemSchema = asSchema(Array.isArray(schema.items) ? undefined : schema.items) ?? {};
  const property = (node: JSONSchema7, name: string) => asSchema(node.properties?.[name]);
  const choices = (node: JSONSchema7 | undefined) =>
    (node?.oneOf ?? [])
      .map(asSchema)
      .flatMap((choice) =>
        choice && choice.const !== undefined ? [{ value: String(choice.const), label: t(choice.title ?? '') }] : [],
      );
  const itemUi = (uiSchema?.items ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const uiText = (field: string, key: string) => {
    const value = itemUi[field]?.[key];
    return typeof value === 'string' ? value : '';
  };

  // RJSF types a field's value as the form's data; this field's value is the list of chosen strategies.
  const change = (next: StrategyItem[]) => onChange(next as unknown as DefinitionData, fieldPathId.path);
  const toggle = (option: StrategyOption, chosen: boolean) => {
    const current = items.find((item) => item.id === option.id);
    if (!chosen && current) earlier.current.set(option.id, current);
    change(withChoice(items, options, option, chosen, earlier.current.get(option.id)));
  };
  const changeItem = (next: StrategyItem) => change(items.map((item) => (item.id === next.id ? next : item)));

  const percent = (value: number) =>
    new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
  const noneChosen = rawErrors?.[0];
  const noneChosenId = `${id}-none-chosen`;
  const headingId = `${id}-heading`;

  const riskier = items.filter((item) => item.riskier);
  const riskierNames = riskier.map((item) => options.find((option) => option.id === item.id)?.name ?? String(item.id));
  const acknowledged = property(itemSchema, 'acknowledged');
  const acknowledgementError = items
    .map((_item, index) => errorsAt(errorSchema, index, 'acknowledged')[0])
    .find(Boolean);
  const acknowledge = (checked: boolean) =>
    change(
      items.map((item) => {
        if (!item.riskier) return item;
        const { acknowledged: _was, ...rest } = item;
        return checked ? { ...rest, acknowledged: true } : rest;
      }),
    );

  return (
    <div id={id}>
      {picker?.profileName && (
        <Typography sx={{ mb: 2 }}>{text('yourProfile', { profile: picker.profileName })}</Typography>
      )}
      <Box component="section" aria-labelledby={headingId}>
        <Typography id={headingId} component="h2" variant="h5" gutterBottom>
          {t(schema.title ?? '')}
        </Typography>
        {noneChosen && (
          <Typography id={noneChosenId} color="error" sx={{ fontWeight: 600, mb: 1 }}>
            {noneChosen}
          </Typography>
        )}
        <Box component="ul" sx={{ p: 0, m: 0 }}>
          {options.map((option) => {
            const index = items.findIndex((item) => item.id === option.id);
            const item = index >= 0 ? items[index] : undefined;
            // The item schema as it applies to this item's entries (its branch for the chosen deposit kind).
            const resolved = item
              ? (registry.schemaUtils.retrieveSchema(
                  itemSchema as RJSFSchema,
                  item as unknown as DefinitionData,
                ) as JSONSchema7)
              : itemSchema;
            const error = (field: string) => (item ? errorsAt(errorSchema, index, field)[0] : undefined);
            const depositSchema = property(resolved, 'deposit');
            const deposit: CardQuestion = {
              label: t(depositSchema?.title ?? '', { strategy: option.name }),
              options: choices(depositSchema),
              error: error('deposit'),
            };
            const amountSchema = property(resolved, 'amount');
            const frequencySchema = property(resolved, 'frequency');
            return (
              <StrategyCard
                key={option.id}
                id={`${id}-${option.id}`}
                option={option}
                terms={[
                  [text('termRiskProfile'), option.riskProfileName],
                  [text('termFeeType'), text(option.feeType === 'regular' ? 'feeTypeRegular' : 'feeTypeOneTime')],
                  [text('termDiscount'), percent(option.discountPercent)],
                  [text('termEntryFee'), percent(option.entryFeePercent)],
                  [text('termHorizon'), text('horizonYears', { count: option.horizonYears })],
                ]}
                item={item}
                onToggle={(chosen) => toggle(option, chosen)}
                onItemChange={changeItem}
                noneChosenId={noneChosen ? noneChosenId : undefined}
                warning={
                  option.riskier
                    ? {
                        title: text('riskierTitle'),
                        text: text('riskierText', {
                          strategyProfile: option.riskProfileName,
                          profile: picker?.profileName ?? '',
                        }),
                      }
                    : undefined
                }
                deposit={deposit}
                amount={
                  item?.deposit !== undefined && amountSchema
                    ? {
                        label: t(amountSchema.title ?? ''),
                        hint: uiText('amount', 'ui:help'),
                        options: [],
                        error: error('amount'),
                      }
                    : undefined
                }
                frequency={
                  item?.deposit !== undefined && frequencySchema
                    ? {
                        label: t(frequencySchema.title ?? ''),
                        placeholder: uiText('frequency', 'ui:placeholder'),
                        options: choices(frequencySchema),
                        error: error('frequency'),
                      }
                    : undefined
                }
              />
            );
          })}
        </Box>
      </Box>
      {riskier.length > 0 && acknowledged && (
        <SuitabilityAcknowledgement
          id={`${id}-acknowledgement`}
          heading={text('suitabilityHeading')}
          explanation={t(acknowledged.description ?? '')}
          label={t(acknowledged.title ?? '', {
            count: riskier.length,
            strategies: new Intl.ListFormat(language, { type: 'conjunction' }).format(riskierNames),
          })}
          checked={riskier.every((item) => item.acknowledged === true)}
          onChange={acknowledge}
          error={acknowledgementError}
        />
      )}
    </div>
  );
}

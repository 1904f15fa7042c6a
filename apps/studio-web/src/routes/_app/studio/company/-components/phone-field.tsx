import { COUNTRIES, type Country, DEFAULT_COUNTRY } from "@adstudio/core";
import { Group, Input, Select, TextInput } from "@mantine/core";
import { type ReactNode, useId, useState } from "react";

const OPTIONS = COUNTRIES.map((country) => ({
  value: country.code,
  label: `${country.code} ${country.dialCode}`,
}));
const BY_CODE = new Map<string, Country>(COUNTRIES.map((country) => [country.code, country]));

/**
 * The country whose dial code starts `value` (longest code wins, so '+1684…' is American Samoa). Several
 * countries share '+1', '+7', '+44' …: then `preferred` wins when it is one of them, else the default.
 */
export function countryOfNumber(value: string, preferred: string = DEFAULT_COUNTRY): Country | undefined {
  const matches = COUNTRIES.filter((country) => value.startsWith(country.dialCode));
  const longest = Math.max(0, ...matches.map((country) => country.dialCode.length));
  const best = matches.filter((country) => country.dialCode.length === longest);
  return (
    best.find((country) => country.code === preferred) ??
    best.find((country) => country.code === DEFAULT_COUNTRY) ??
    best[0]
  );
}

export interface PhoneFieldProps {
  label: string;
  /** The whole number with its dial code ('+919876543210'); '' when empty. */
  value: string;
  onChange: (value: string) => void;
  /** Country preselected for a new number (default India). */
  defaultCountry?: string;
  /** The country selector cannot be changed (an existing record, spec studio §2). */
  countryLocked?: boolean;
  error?: ReactNode;
}

/**
 * A phone number with a country selector that supplies the dial code. The value keeps both together, as
 * the record stores them; an empty number is saved as '' (not a lone dial code), so 'should not be
 * blank' checks see it as empty.
 */
export function PhoneField({
  label,
  value,
  onChange,
  defaultCountry = DEFAULT_COUNTRY,
  countryLocked = false,
  error,
}: PhoneFieldProps) {
  const id = useId();
  const [code, setCode] = useState<string>(
    () => countryOfNumber(value, defaultCountry)?.code ?? defaultCountry,
  );
  const dialCode = BY_CODE.get(code)?.dialCode ?? "";
  const number = dialCode && value.startsWith(dialCode) ? value.slice(dialCode.length) : value;
  const compose = (dial: string, digits: string) =>
    digits.trim() === "" ? "" : `${dial}${digits.trimStart()}`;

  return (
    <Input.Wrapper label={label} labelProps={{ htmlFor: id }} error={error}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <Select
          aria-label={`${label} dial code`}
          data={OPTIONS}
          value={code}
          onChange={(next) => {
            if (!next) return;
            setCode(next);
            onChange(compose(BY_CODE.get(next)?.dialCode ?? "", number));
          }}
          allowDeselect={false}
          searchable
          disabled={countryLocked}
          w={128}
          // Mantine keeps a closed list mounted (hidden) by default: ~250 countries per field, re-rendered
          // with every key typed anywhere in the form. Mounted when opened instead.
          comboboxProps={{ width: 280, position: "bottom-start", keepMounted: false }}
          filter={({ options, search }) => {
            const text = search.trim().toLowerCase();
            return options.filter((option) => {
              if (!("value" in option)) return false;
              const country = BY_CODE.get(option.value);
              return !text || `${country?.name} ${option.label}`.toLowerCase().includes(text);
            });
          }}
          renderOption={({ option }) => {
            const country = BY_CODE.get(option.value);
            return `${country?.name ?? option.value} (${country?.dialCode ?? ""})`;
          }}
          error={Boolean(error)}
        />
        <TextInput
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          flex={1}
          value={number}
          onChange={(event) => onChange(compose(dialCode, event.currentTarget.value))}
          error={Boolean(error)}
        />
      </Group>
    </Input.Wrapper>
  );
}

export interface SelectOption {
  id: string;
  label: string;
}

export interface SelectProps {
  label: string;
  options: readonly SelectOption[];
  /** null shows the placeholder. */
  selectedKey: string | null;
  onSelectionChange(key: string): void;
  /** A non-empty message marks the field invalid and is tied to the button by aria-describedby. */
  errorMessage?: string | null;
  description?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  placeholder?: string;
  /** Options shown but not choosable (e.g. times already past). */
  disabledKeys?: readonly string[];
}

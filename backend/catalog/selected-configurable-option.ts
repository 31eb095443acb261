import { optionUid, optionValueUid } from './option-uid.ts';

/** A chosen value of a configurable product's attribute, labelled in a store view. */
export interface ChosenValue {
  attributeId: number;
  /** The attribute's label ("Color"). */
  optionLabel: string;
  valueIndex: number;
  /** The value's label ("Blue"). */
  valueLabel: string;
}

/** Magento's SelectedConfigurableOption (cart items and wishlist items of a configurable product). */
export function toSelectedConfigurableOption(chosen: ChosenValue) {
  return {
    id: chosen.attributeId,
    configurable_product_option_uid: optionUid(chosen.attributeId),
    option_label: chosen.optionLabel,
    value_id: chosen.valueIndex,
    configurable_product_option_value_uid: optionValueUid(chosen.attributeId, chosen.valueIndex),
    value_label: chosen.valueLabel,
  };
}

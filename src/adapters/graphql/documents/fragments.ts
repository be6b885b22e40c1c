// Shared selections, spelled once so every repository reads the same shape (000 §3).
export const SKU_FIELDS = `
  id name description badge type status unit_amount unit_amount_type discount_amount discount_perc
  qtyOption taxable storeId skuGroupId metadata
  recurring { interval interval_count }
  attributes { size gender color }
  images { url status default alt }
  inventory { type quantity min_quantity max_quantity value }
  product { id name type productCategory { id name description } perks { id data status type } }
`;

export const SKU_GROUP_FIELDS = `
  id name description
  attributes {
    id required type
    data {
      label placeholder value max min description
      options { src display value label sub_options { src display value label } }
    }
  }
`;

export const PRODUCT_FIELDS = `
  id name description type metadata sold inCart
  productCategory { id name description }
  skus { ${SKU_FIELDS} }
`;

export const ADDRESS_FIELDS = `id first_name last_name line1 line2 city state postal_code country default`;

export const SHIPMENT_PRICE_FIELDS = `
  width weight type shipmentCost serviceName otherCost serviceCode length height freeShipment bagsLength boxes
`;

export const CART_FIELDS = `
  id sub_total total discounted_total wallet_discount
  promotion { id description type }
  items {
    id type selected shipping_method quantity choosed_amount name description
    sku_attributes { label value val_label }
    sku { ${SKU_FIELDS} }
    items { id type quantity description sku_attributes { label value val_label } sku { ${SKU_FIELDS} } }
  }
  selected_address { ${ADDRESS_FIELDS} }
  shipment_prices { ${SHIPMENT_PRICE_FIELDS} }
  taxes { tax tax_rate }
`;

export const USER_FIELDS = `
  id email first_name last_name phone username email_verified checkoutDone new_user ref
  roles { id name }
  subscriptions { id status cancel_at_period_end items { sku { product { id } } } }
`;

// A content page's picture (getSinglePage hero and sections).
export const PAGE_IMAGE_FIELDS = 'url alt width height';

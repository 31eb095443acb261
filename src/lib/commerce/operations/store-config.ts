/** Store-wide configuration from the custom PWA module (announcement bar, express delivery price). */
import { graphql } from '@/lib/commerce/generated/gql.ts';

export const PWA_CONFIG_QUERY = graphql(`
  query PwaConfig {
    pwaConfig {
      top_bar {
        text
        bg_color
        text_color
        font_size
      }
      express_delivery_with_api {
        original_price
      }
    }
  }
`);

/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  subscription AccountChanged { accountChanged { kind id } }\n": typeof types.AccountChangedDocument,
    "\n  query CountryOptions { countries { id iso title } phoneCodes { iso code } }\n": typeof types.CountryOptionsDocument,
    "\n  query AppNewArrivals($filter: ProductFilter!) {\n    products(filter: $filter) {\n      __typename\n      ... on ProductPage {\n        items {\n          id title imgUrl\n          price { amount currency symbol }\n          oldPrice { amount currency symbol }\n          type quality category exterior hero itemClass description isNew isBestSeller tradableAfter\n        }\n      }\n      ... on ValidationError { errorCode message }\n    }\n  }\n": typeof types.AppNewArrivalsDocument,
    "\n  query StartupTranslations($languageId: Int!) {\n    translations(languageId: $languageId) { key text }\n  }\n": typeof types.StartupTranslationsDocument,
    "query Startup($languageId: Int!, $socialLinks: Boolean!, $currencies: Boolean!, $languages: Boolean!, $translations: Boolean!, $isAuthenticated: Boolean!, $settings: Boolean!) {\n  socialLinks @include(if: $socialLinks) {\n    id\n    name\n    url\n    icon\n  }\n  currencies @include(if: $currencies) {\n    code\n    symbol\n    rate\n  }\n  languages @include(if: $languages) {\n    id\n    title\n    code\n  }\n  translations(languageId: $languageId) @include(if: $translations) {\n    key\n    text\n  }\n  isAuthenticated @include(if: $isAuthenticated)\n  settings @include(if: $settings) {\n    paymentMethods {\n      currency\n      methods {\n        code\n        title\n      }\n    }\n    minTopUp\n    requisites {\n      companyName\n      companyNumber\n    }\n    supportEmail\n    copyright\n    offerEnabled\n    googleTag\n    imageHost\n  }\n}": typeof types.StartupDocument,
    "\n  fragment ProfileFields on Profile {\n    id email name surname phone phoneCountryCode address country city zip\n    balance { amount currency symbol }\n    createdAt steamId steamIdVerified steamProfileUrl communityVisibilityState tradeLink avatarMedium\n    emailVerified twoFactorEnabled hasPassword termsAccepted\n  }\n": typeof types.ProfileFieldsFragmentDoc,
    "\n  query Profile($currency: String!) { profile(currency: $currency) { ...ProfileFields } }\n": typeof types.ProfileDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on SignedIn { message profile { ...ProfileFields } }\n      ... on TwoFactorRequired { message codeLength expiryMinutes }\n      ... on ErrorResult { errorCode message }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation VerifyTwoFactor($code: String!, $currency: String!) {\n    verifyTwoFactor(code: $code, currency: $currency) {\n      __typename\n      ... on SignedIn { message profile { ...ProfileFields } }\n      ... on ErrorResult { errorCode message }\n    }\n  }\n": typeof types.VerifyTwoFactorDocument,
    "\n  mutation ResendTwoFactorCode { resendTwoFactorCode { __typename ... on Done { message } ... on ErrorResult { message } } }\n": typeof types.ResendTwoFactorCodeDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on SignedIn { message profile { ...ProfileFields } }\n      ... on VerificationSent { message }\n      ... on ErrorResult { errorCode message }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation ResendConfirmationLink($email: String!) {\n    resendConfirmationLink(email: $email) { __typename ... on Done { message } ... on ErrorResult { message } }\n  }\n": typeof types.ResendConfirmationLinkDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) { __typename ... on Done { message } ... on ErrorResult { message } }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!, $passConfirm: String!) {\n    resetPassword(token: $token, password: $password, passConfirm: $passConfirm) {\n      __typename ... on Done { message } ... on ErrorResult { message }\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation VerifyEmail($token: String!) { verifyEmail(token: $token) { outcome message email } }\n": typeof types.VerifyEmailDocument,
    "\n  mutation Logout { logout { message } }\n": typeof types.LogoutDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!, $currency: String!) {\n    updateProfile(input: $input, currency: $currency) {\n      __typename\n      ... on ProfileSaved { message profile { ...ProfileFields } }\n      ... on ValidationError { message fieldErrors { field messages } }\n      ... on ErrorResult { message }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation UpdateTradeLink($url: String!) {\n    updateTradeLink(url: $url) { __typename ... on Done { message } ... on ErrorResult { message } }\n  }\n": typeof types.UpdateTradeLinkDocument,
    "\n  mutation ChangeEmail($email: String!, $password: String!) {\n    changeEmail(email: $email, password: $password) { __typename ... on Done { message } ... on ErrorResult { message } }\n  }\n": typeof types.ChangeEmailDocument,
    "\n  mutation SetTwoFactor($enabled: Boolean!) {\n    setTwoFactor(enabled: $enabled) { __typename ... on TwoFactorSetting { message enabled } ... on ErrorResult { message } }\n  }\n": typeof types.SetTwoFactorDocument,
    "\n  mutation ConfirmPassword($password: String!) {\n    confirmPassword(password: $password) {\n      __typename\n      ... on Done { message }\n      ... on ValidationError { message fieldErrors { field messages } }\n      ... on RateLimited { message }\n    }\n  }\n": typeof types.ConfirmPasswordDocument,
    "\n  query Cart($currency: String!) {\n    cart(currency: $currency) {\n      count\n      total { amount currency symbol }\n      items {\n        itemId count\n        item {\n          id title type imgUrl category available price { amount currency symbol } oldPrice { amount currency symbol }\n          floatValue paintSeed tradableAfter stickers { name slot kind wear }\n        }\n      }\n    }\n  }\n": typeof types.CartDocument,
    "\n  mutation AddToCart($id: ID!) {\n    addToCart(id: $id) { __typename ... on Done { message } ... on ErrorResult { message } }\n  }\n": typeof types.AddToCartDocument,
    "\n  mutation RemoveFromCart($id: ID!) {\n    removeFromCart(id: $id) { __typename ... on Done { message } ... on ErrorResult { message } }\n  }\n": typeof types.RemoveFromCartDocument,
    "\n  mutation ClearCart { clearCart { __typename ... on Done { message } ... on ErrorResult { message } } }\n": typeof types.ClearCartDocument,
    "\n  mutation Purchase($currency: String!) {\n    purchase(currency: $currency) {\n      __typename\n      ... on Purchased { message orderId total { amount currency symbol } }\n      ... on ErrorResult { errorCode message }\n    }\n  }\n": typeof types.PurchaseDocument,
    "\n  query PurchaseHistory($filter: PurchaseHistoryFilter!) {\n    purchaseHistory(filter: $filter) { id itemId createdAt imgUrl title category status sum { amount currency symbol } delivery { state botName } }\n  }\n": typeof types.PurchaseHistoryDocument,
    "\n  query HomeBestSellers($cs2: ProductFilter!, $dota2: ProductFilter!) {\n    cs2: products(filter: $cs2) {\n      __typename\n      ... on ProductPage {\n        items {\n          ...ProductCardFields\n        }\n      }\n    }\n    dota2: products(filter: $dota2) {\n      __typename\n      ... on ProductPage {\n        items {\n          ...ProductCardFields\n        }\n      }\n    }\n  }\n": typeof types.HomeBestSellersDocument,
    "\n  fragment ProductCardFields on Product {\n    id\n    title\n    imgUrl\n    price {\n      amount\n      currency\n      symbol\n    }\n    oldPrice {\n      amount\n      currency\n      symbol\n    }\n    category\n    type\n    quality\n    exterior\n    tradableAfter\n    floatValue\n    statTrak\n    souvenir\n    discount\n    stickers {\n      name\n      kind\n    }\n  }\n": typeof types.ProductCardFieldsFragmentDoc,
    "\n  query ListingProducts($filter: ProductFilter!) {\n    products(filter: $filter) {\n      __typename\n      ... on ProductPage {\n        items {\n          ...ProductCardFields\n        }\n        total\n        page\n        limit\n        suggestion\n      }\n      ... on ValidationError {\n        message\n      }\n    }\n  }\n": typeof types.ListingProductsDocument,
    "\n  query ListingFilterData($category: GameCategory) {\n    filterData(category: $category) {\n      types\n      qualities\n      heroes\n      exteriorNames\n      classes\n    }\n  }\n": typeof types.ListingFilterDataDocument,
    "\n  query PriceHistory($id: ID!, $days: Int!, $currency: String!) {\n    priceHistory(id: $id, days: $days, currency: $currency) {\n      __typename\n      ... on PriceHistory {\n        days\n        points {\n          date\n          price {\n            amount\n            currency\n            symbol\n          }\n        }\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n": typeof types.PriceHistoryDocument,
    "\n  query ProductDetail($id: ID!, $currency: String!, $langId: Int!) {\n    product(id: $id, currency: $currency, langId: $langId) {\n      __typename\n      ... on ProductDetail {\n        product {\n          ...ProductCardFields\n          hero\n          itemClass\n          description\n          paintSeed\n          phase\n          inspectLink\n          gems\n          style\n          referencePrice {\n            amount\n            currency\n            symbol\n          }\n          stickers {\n            slot\n            wear\n          }\n        }\n        similar {\n          ...ProductCardFields\n        }\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n    }\n  }\n": typeof types.ProductDetailDocument,
    "\n  mutation StartDeposit($input: DepositInput!) {\n    startDeposit(input: $input) {\n      __typename\n      ... on DepositStarted { message redirectUrl }\n      ... on ErrorResult { errorCode message }\n      ... on ValidationError { fieldErrors { field messages } }\n    }\n  }\n": typeof types.StartDepositDocument,
    "\n  query OrderStatus($orderId: ID!) { orderStatus(orderId: $orderId) { id code redirectUrl } }\n": typeof types.OrderStatusDocument,
    "\n  query DepositHistory($filter: DepositHistoryFilter!) {\n    depositHistory(filter: $filter) { id createdAt type status sum { amount currency symbol } }\n  }\n": typeof types.DepositHistoryDocument,
    "\n  query Offers($currency: String!) {\n    offers(currency: $currency) {\n      id title quality status createdAt itemUrl\n      userPrice { amount currency symbol }\n      servicePrice { amount currency symbol }\n      payout { method maskedIban status message }\n      assetId appId floatValue paintSeed quoteExpiresAt payoutUnlocksAt\n      trade { state botName code offerUrl sentAt acceptedAt }\n    }\n  }\n": typeof types.OffersDocument,
    "\n  mutation CreateOffer($input: OfferInput!) {\n    createOffer(input: $input) {\n      __typename\n      ... on OfferCreated { message id status quoteExpiresAt servicePrice { amount currency symbol } }\n      ... on ErrorResult { message }\n    }\n  }\n": typeof types.CreateOfferDocument,
    "\n  mutation AcceptOffer($id: ID!) { acceptOffer(id: $id) { __typename ... on Done { message } ... on ErrorResult { message } } }\n": typeof types.AcceptOfferDocument,
    "\n  mutation RetryOfferTrade($id: ID!) { retryOfferTrade(id: $id) { __typename ... on Done { message } ... on ErrorResult { message } } }\n": typeof types.RetryOfferTradeDocument,
    "\n  mutation CancelOffer($id: ID!) { cancelOffer(id: $id) { __typename ... on Done { message } ... on ErrorResult { message } } }\n": typeof types.CancelOfferDocument,
    "\n  mutation DeclineOffer($id: ID!) { declineOffer(id: $id) { __typename ... on Done { message } ... on ErrorResult { message } } }\n": typeof types.DeclineOfferDocument,
    "\n  mutation RequestIbanPayout($input: IbanPayoutInput!) {\n    requestIbanPayout(input: $input) { __typename ... on Done { message } ... on ErrorResult { message } }\n  }\n": typeof types.RequestIbanPayoutDocument,
    "\n  mutation RequestCardPayout($input: CardPayoutInput!) {\n    requestCardPayout(input: $input) { __typename ... on PayoutRedirect { redirectUrl } ... on ErrorResult { message } }\n  }\n": typeof types.RequestCardPayoutDocument,
    "\n  query SellInventory($currency: String!) {\n    sellInventory(currency: $currency) {\n      __typename\n      ... on SellInventory {\n        items {\n          assetId appId category title quality imgUrl floatValue paintSeed stickers tradable tradableAfter\n          instantPrice { amount currency symbol }\n          sharePercent\n        }\n      }\n      ... on ErrorResult { message }\n    }\n  }\n": typeof types.SellInventoryDocument,
    "\n  mutation SellNow($input: SellNowInput!) {\n    sellNow(input: $input) {\n      __typename\n      ... on OfferSold { message id servicePrice { amount currency symbol } }\n      ... on ErrorResult { message }\n    }\n  }\n": typeof types.SellNowDocument,
    "\n  query PurchaseOrder($id: ID!, $currency: String!) {\n    purchaseOrder(id: $id, currency: $currency) {\n      __typename\n      ...PurchaseOrderFields\n      ... on ErrorResult { errorCode message }\n    }\n  }\n": typeof types.PurchaseOrderDocument,
    "\n  fragment PurchaseOrderFields on PurchaseOrder {\n    __typename id version createdAt status tradeLink total { amount currency symbol }\n    items { itemId title imgUrl category price { amount currency symbol } floatValue paintSeed tradableAfter stickers { name slot kind wear } }\n    deliveries { state code botName offerId offerUrl holdUntil protectedUntil updatedAt expiresAt itemIds }\n  }\n": typeof types.PurchaseOrderFieldsFragmentDoc,
    "\n  mutation ResumeDelivery($orderId: ID!, $currency: String!) {\n    resumeDelivery(orderId: $orderId, currency: $currency) {\n      __typename\n      ... on DeliveryResumed { message order { ...PurchaseOrderFields } }\n      ... on ErrorResult { errorCode message }\n    }\n  }\n": typeof types.ResumeDeliveryDocument,
    "\n  query OrderHistory($filter: PurchaseHistoryFilter!) {\n    purchaseHistory(filter: $filter) { id itemId createdAt imgUrl title category status sum { amount currency symbol } delivery { state botName code } }\n  }\n": typeof types.OrderHistoryDocument,
    "\n  query PriceAlerts($currency: String!) {\n    priceAlerts(currency: $currency) {\n      ...PriceAlertFields\n    }\n  }\n": typeof types.PriceAlertsDocument,
    "\n  fragment PriceAlertFields on PriceAlert {\n    id title category createdAt notifiedAt lowestProductId\n    targetPrice { amount currency symbol }\n    lowestPrice { amount currency symbol }\n  }\n": typeof types.PriceAlertFieldsFragmentDoc,
    "\n  mutation SavePriceAlert($productId: ID!, $targetPrice: Float!, $currency: String!) {\n    savePriceAlert(productId: $productId, targetPrice: $targetPrice, currency: $currency) {\n      __typename\n      ... on PriceAlertSaved { alert { ...PriceAlertFields } }\n      ... on ValidationError { message fieldErrors { field messages } }\n      ... on ErrorResult { message }\n    }\n  }\n": typeof types.SavePriceAlertDocument,
    "\n  mutation DeletePriceAlert($id: ID!) {\n    deletePriceAlert(id: $id) { __typename ... on Done { message } ... on ErrorResult { message } }\n  }\n": typeof types.DeletePriceAlertDocument,
    "\n  query TextPageList {\n    staticPages { id title slug }\n  }\n": typeof types.TextPageListDocument,
    "\n  query TextPageContent($id: Int!) {\n    staticPage(id: $id) {\n      __typename\n      ... on StaticPage { id title slug header content }\n      ... on NotFoundError { errorCode message }\n    }\n  }\n": typeof types.TextPageContentDocument,
};
const documents: Documents = {
    "\n  subscription AccountChanged { accountChanged { kind id } }\n": types.AccountChangedDocument,
    "\n  query CountryOptions { countries { id iso title } phoneCodes { iso code } }\n": types.CountryOptionsDocument,
    "\n  query AppNewArrivals($filter: ProductFilter!) {\n    products(filter: $filter) {\n      __typename\n      ... on ProductPage {\n        items {\n          id title imgUrl\n          price { amount currency symbol }\n          oldPrice { amount currency symbol }\n          type quality category exterior hero itemClass description isNew isBestSeller tradableAfter\n        }\n      }\n      ... on ValidationError { errorCode message }\n    }\n  }\n": types.AppNewArrivalsDocument,
    "\n  query StartupTranslations($languageId: Int!) {\n    translations(languageId: $languageId) { key text }\n  }\n": types.StartupTranslationsDocument,
    "query Startup($languageId: Int!, $socialLinks: Boolean!, $currencies: Boolean!, $languages: Boolean!, $translations: Boolean!, $isAuthenticated: Boolean!, $settings: Boolean!) {\n  socialLinks @include(if: $socialLinks) {\n    id\n    name\n    url\n    icon\n  }\n  currencies @include(if: $currencies) {\n    code\n    symbol\n    rate\n  }\n  languages @include(if: $languages) {\n    id\n    title\n    code\n  }\n  translations(languageId: $languageId) @include(if: $translations) {\n    key\n    text\n  }\n  isAuthenticated @include(if: $isAuthenticated)\n  settings @include(if: $settings) {\n    paymentMethods {\n      currency\n      methods {\n        code\n        title\n      }\n    }\n    minTopUp\n    requisites {\n      companyName\n      companyNumber\n    }\n    supportEmail\n    copyright\n    offerEnabled\n    googleTag\n    imageHost\n  }\n}": types.StartupDocument,
    "\n  fragment ProfileFields on Profile {\n    id email name surname phone phoneCountryCode address country city zip\n    balance { amount currency symbol }\n    createdAt steamId steamIdVerified steamProfileUrl communityVisibilityState tradeLink avatarMedium\n    emailVerified twoFactorEnabled hasPassword termsAccepted\n  }\n": types.ProfileFieldsFragmentDoc,
    "\n  query Profile($currency: String!) { profile(currency: $currency) { ...ProfileFields } }\n": types.ProfileDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on SignedIn { message profile { ...ProfileFields } }\n      ... on TwoFactorRequired { message codeLength expiryMinutes }\n      ... on ErrorResult { errorCode message }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation VerifyTwoFactor($code: String!, $currency: String!) {\n    verifyTwoFactor(code: $code, currency: $currency) {\n      __typename\n      ... on SignedIn { message profile { ...ProfileFields } }\n      ... on ErrorResult { errorCode message }\n    }\n  }\n": types.VerifyTwoFactorDocument,
    "\n  mutation ResendTwoFactorCode { resendTwoFactorCode { __typename ... on Done { message } ... on ErrorResult { message } } }\n": types.ResendTwoFactorCodeDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on SignedIn { message profile { ...ProfileFields } }\n      ... on VerificationSent { message }\n      ... on ErrorResult { errorCode message }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation ResendConfirmationLink($email: String!) {\n    resendConfirmationLink(email: $email) { __typename ... on Done { message } ... on ErrorResult { message } }\n  }\n": types.ResendConfirmationLinkDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) { __typename ... on Done { message } ... on ErrorResult { message } }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!, $passConfirm: String!) {\n    resetPassword(token: $token, password: $password, passConfirm: $passConfirm) {\n      __typename ... on Done { message } ... on ErrorResult { message }\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation VerifyEmail($token: String!) { verifyEmail(token: $token) { outcome message email } }\n": types.VerifyEmailDocument,
    "\n  mutation Logout { logout { message } }\n": types.LogoutDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!, $currency: String!) {\n    updateProfile(input: $input, currency: $currency) {\n      __typename\n      ... on ProfileSaved { message profile { ...ProfileFields } }\n      ... on ValidationError { message fieldErrors { field messages } }\n      ... on ErrorResult { message }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation UpdateTradeLink($url: String!) {\n    updateTradeLink(url: $url) { __typename ... on Done { message } ... on ErrorResult { message } }\n  }\n": types.UpdateTradeLinkDocument,
    "\n  mutation ChangeEmail($email: String!, $password: String!) {\n    changeEmail(email: $email, password: $password) { __typename ... on Done { message } ... on ErrorResult { message } }\n  }\n": types.ChangeEmailDocument,
    "\n  mutation SetTwoFactor($enabled: Boolean!) {\n    setTwoFactor(enabled: $enabled) { __typename ... on TwoFactorSetting { message enabled } ... on ErrorResult { message } }\n  }\n": types.SetTwoFactorDocument,
    "\n  mutation ConfirmPassword($password: String!) {\n    confirmPassword(password: $password) {\n      __typename\n      ... on Done { message }\n      ... on ValidationError { message fieldErrors { field messages } }\n      ... on RateLimited { message }\n    }\n  }\n": types.ConfirmPasswordDocument,
    "\n  query Cart($currency: String!) {\n    cart(currency: $currency) {\n      count\n      total { amount currency symbol }\n      items {\n        itemId count\n        item {\n          id title type imgUrl category available price { amount currency symbol } oldPrice { amount currency symbol }\n          floatValue paintSeed tradableAfter stickers { name slot kind wear }\n        }\n      }\n    }\n  }\n": types.CartDocument,
    "\n  mutation AddToCart($id: ID!) {\n    addToCart(id: $id) { __typename ... on Done { message } ... on ErrorResult { message } }\n  }\n": types.AddToCartDocument,
    "\n  mutation RemoveFromCart($id: ID!) {\n    removeFromCart(id: $id) { __typename ... on Done { message } ... on ErrorResult { message } }\n  }\n": types.RemoveFromCartDocument,
    "\n  mutation ClearCart { clearCart { __typename ... on Done { message } ... on ErrorResult { message } } }\n": types.ClearCartDocument,
    "\n  mutation Purchase($currency: String!) {\n    purchase(currency: $currency) {\n      __typename\n      ... on Purchased { message orderId total { amount currency symbol } }\n      ... on ErrorResult { errorCode message }\n    }\n  }\n": types.PurchaseDocument,
    "\n  query PurchaseHistory($filter: PurchaseHistoryFilter!) {\n    purchaseHistory(filter: $filter) { id itemId createdAt imgUrl title category status sum { amount currency symbol } delivery { state botName } }\n  }\n": types.PurchaseHistoryDocument,
    "\n  query HomeBestSellers($cs2: ProductFilter!, $dota2: ProductFilter!) {\n    cs2: products(filter: $cs2) {\n      __typename\n      ... on ProductPage {\n        items {\n          ...ProductCardFields\n        }\n      }\n    }\n    dota2: products(filter: $dota2) {\n      __typename\n      ... on ProductPage {\n        items {\n          ...ProductCardFields\n        }\n      }\n    }\n  }\n": types.HomeBestSellersDocument,
    "\n  fragment ProductCardFields on Product {\n    id\n    title\n    imgUrl\n    price {\n      amount\n      currency\n      symbol\n    }\n    oldPrice {\n      amount\n      currency\n      symbol\n    }\n    category\n    type\n    quality\n    exterior\n    tradableAfter\n    floatValue\n    statTrak\n    souvenir\n    discount\n    stickers {\n      name\n      kind\n    }\n  }\n": types.ProductCardFieldsFragmentDoc,
    "\n  query ListingProducts($filter: ProductFilter!) {\n    products(filter: $filter) {\n      __typename\n      ... on ProductPage {\n        items {\n          ...ProductCardFields\n        }\n        total\n        page\n        limit\n        suggestion\n      }\n      ... on ValidationError {\n        message\n      }\n    }\n  }\n": types.ListingProductsDocument,
    "\n  query ListingFilterData($category: GameCategory) {\n    filterData(category: $category) {\n      types\n      qualities\n      heroes\n      exteriorNames\n      classes\n    }\n  }\n": types.ListingFilterDataDocument,
    "\n  query PriceHistory($id: ID!, $days: Int!, $currency: String!) {\n    priceHistory(id: $id, days: $days, currency: $currency) {\n      __typename\n      ... on PriceHistory {\n        days\n        points {\n          date\n          price {\n            amount\n            currency\n            symbol\n          }\n        }\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n": types.PriceHistoryDocument,
    "\n  query ProductDetail($id: ID!, $currency: String!, $langId: Int!) {\n    product(id: $id, currency: $currency, langId: $langId) {\n      __typename\n      ... on ProductDetail {\n        product {\n          ...ProductCardFields\n          hero\n          itemClass\n          description\n          paintSeed\n          phase\n          inspectLink\n          gems\n          style\n          referencePrice {\n            amount\n            currency\n            symbol\n          }\n          stickers {\n            slot\n            wear\n          }\n        }\n        similar {\n          ...ProductCardFields\n        }\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n    }\n  }\n": types.ProductDetailDocument,
    "\n  mutation StartDeposit($input: DepositInput!) {\n    startDeposit(input: $input) {\n      __typename\n      ... on DepositStarted { message redirectUrl }\n      ... on ErrorResult { errorCode message }\n      ... on ValidationError { fieldErrors { field messages } }\n    }\n  }\n": types.StartDepositDocument,
    "\n  query OrderStatus($orderId: ID!) { orderStatus(orderId: $orderId) { id code redirectUrl } }\n": types.OrderStatusDocument,
    "\n  query DepositHistory($filter: DepositHistoryFilter!) {\n    depositHistory(filter: $filter) { id createdAt type status sum { amount currency symbol } }\n  }\n": types.DepositHistoryDocument,
    "\n  query Offers($currency: String!) {\n    offers(currency: $currency) {\n      id title quality status createdAt itemUrl\n      userPrice { amount currency symbol }\n      servicePrice { amount currency symbol }\n      payout { method maskedIban status message }\n      assetId appId floatValue paintSeed quoteExpiresAt payoutUnlocksAt\n      trade { state botName code offerUrl sentAt acceptedAt }\n    }\n  }\n": types.OffersDocument,
    "\n  mutation CreateOffer($input: OfferInput!) {\n    createOffer(input: $input) {\n      __typename\n      ... on OfferCreated { message id status quoteExpiresAt servicePrice { amount currency symbol } }\n      ... on ErrorResult { message }\n    }\n  }\n": types.CreateOfferDocument,
    "\n  mutation AcceptOffer($id: ID!) { acceptOffer(id: $id) { __typename ... on Done { message } ... on ErrorResult { message } } }\n": types.AcceptOfferDocument,
    "\n  mutation RetryOfferTrade($id: ID!) { retryOfferTrade(id: $id) { __typename ... on Done { message } ... on ErrorResult { message } } }\n": types.RetryOfferTradeDocument,
    "\n  mutation CancelOffer($id: ID!) { cancelOffer(id: $id) { __typename ... on Done { message } ... on ErrorResult { message } } }\n": types.CancelOfferDocument,
    "\n  mutation DeclineOffer($id: ID!) { declineOffer(id: $id) { __typename ... on Done { message } ... on ErrorResult { message } } }\n": types.DeclineOfferDocument,
    "\n  mutation RequestIbanPayout($input: IbanPayoutInput!) {\n    requestIbanPayout(input: $input) { __typename ... on Done { message } ... on ErrorResult { message } }\n  }\n": types.RequestIbanPayoutDocument,
    "\n  mutation RequestCardPayout($input: CardPayoutInput!) {\n    requestCardPayout(input: $input) { __typename ... on PayoutRedirect { redirectUrl } ... on ErrorResult { message } }\n  }\n": types.RequestCardPayoutDocument,
    "\n  query SellInventory($currency: String!) {\n    sellInventory(currency: $currency) {\n      __typename\n      ... on SellInventory {\n        items {\n          assetId appId category title quality imgUrl floatValue paintSeed stickers tradable tradableAfter\n          instantPrice { amount currency symbol }\n          sharePercent\n        }\n      }\n      ... on ErrorResult { message }\n    }\n  }\n": types.SellInventoryDocument,
    "\n  mutation SellNow($input: SellNowInput!) {\n    sellNow(input: $input) {\n      __typename\n      ... on OfferSold { message id servicePrice { amount currency symbol } }\n      ... on ErrorResult { message }\n    }\n  }\n": types.SellNowDocument,
    "\n  query PurchaseOrder($id: ID!, $currency: String!) {\n    purchaseOrder(id: $id, currency: $currency) {\n      __typename\n      ...PurchaseOrderFields\n      ... on ErrorResult { errorCode message }\n    }\n  }\n": types.PurchaseOrderDocument,
    "\n  fragment PurchaseOrderFields on PurchaseOrder {\n    __typename id version createdAt status tradeLink total { amount currency symbol }\n    items { itemId title imgUrl category price { amount currency symbol } floatValue paintSeed tradableAfter stickers { name slot kind wear } }\n    deliveries { state code botName offerId offerUrl holdUntil protectedUntil updatedAt expiresAt itemIds }\n  }\n": types.PurchaseOrderFieldsFragmentDoc,
    "\n  mutation ResumeDelivery($orderId: ID!, $currency: String!) {\n    resumeDelivery(orderId: $orderId, currency: $currency) {\n      __typename\n      ... on DeliveryResumed { message order { ...PurchaseOrderFields } }\n      ... on ErrorResult { errorCode message }\n    }\n  }\n": types.ResumeDeliveryDocument,
    "\n  query OrderHistory($filter: PurchaseHistoryFilter!) {\n    purchaseHistory(filter: $filter) { id itemId createdAt imgUrl title category status sum { amount currency symbol } delivery { state botName code } }\n  }\n": types.OrderHistoryDocument,
    "\n  query PriceAlerts($currency: String!) {\n    priceAlerts(currency: $currency) {\n      ...PriceAlertFields\n    }\n  }\n": types.PriceAlertsDocument,
    "\n  fragment PriceAlertFields on PriceAlert {\n    id title category createdAt notifiedAt lowestProductId\n    targetPrice { amount currency symbol }\n    lowestPrice { amount currency symbol }\n  }\n": types.PriceAlertFieldsFragmentDoc,
    "\n  mutation SavePriceAlert($productId: ID!, $targetPrice: Float!, $currency: String!) {\n    savePriceAlert(productId: $productId, targetPrice: $targetPrice, currency: $currency) {\n      __typename\n      ... on PriceAlertSaved { alert { ...PriceAlertFields } }\n      ... on ValidationError { message fieldErrors { field messages } }\n      ... on ErrorResult { message }\n    }\n  }\n": types.SavePriceAlertDocument,
    "\n  mutation DeletePriceAlert($id: ID!) {\n    deletePriceAlert(id: $id) { __typename ... on Done { message } ... on ErrorResult { message } }\n  }\n": types.DeletePriceAlertDocument,
    "\n  query TextPageList {\n    staticPages { id title slug }\n  }\n": types.TextPageListDocument,
    "\n  query TextPageContent($id: Int!) {\n    staticPage(id: $id) {\n      __typename\n      ... on StaticPage { id title slug header content }\n      ... on NotFoundError { errorCode message }\n    }\n  }\n": types.TextPageContentDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AccountChanged { accountChanged { kind id } }\n"): (typeof documents)["\n  subscription AccountChanged { accountChanged { kind id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CountryOptions { countries { id iso title } phoneCodes { iso code } }\n"): (typeof documents)["\n  query CountryOptions { countries { id iso title } phoneCodes { iso code } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppNewArrivals($filter: ProductFilter!) {\n    products(filter: $filter) {\n      __typename\n      ... on ProductPage {\n        items {\n          id title imgUrl\n          price { amount currency symbol }\n          oldPrice { amount currency symbol }\n          type quality category exterior hero itemClass description isNew isBestSeller tradableAfter\n        }\n      }\n      ... on ValidationError { errorCode message }\n    }\n  }\n"): (typeof documents)["\n  query AppNewArrivals($filter: ProductFilter!) {\n    products(filter: $filter) {\n      __typename\n      ... on ProductPage {\n        items {\n          id title imgUrl\n          price { amount currency symbol }\n          oldPrice { amount currency symbol }\n          type quality category exterior hero itemClass description isNew isBestSeller tradableAfter\n        }\n      }\n      ... on ValidationError { errorCode message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StartupTranslations($languageId: Int!) {\n    translations(languageId: $languageId) { key text }\n  }\n"): (typeof documents)["\n  query StartupTranslations($languageId: Int!) {\n    translations(languageId: $languageId) { key text }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Startup($languageId: Int!, $socialLinks: Boolean!, $currencies: Boolean!, $languages: Boolean!, $translations: Boolean!, $isAuthenticated: Boolean!, $settings: Boolean!) {\n  socialLinks @include(if: $socialLinks) {\n    id\n    name\n    url\n    icon\n  }\n  currencies @include(if: $currencies) {\n    code\n    symbol\n    rate\n  }\n  languages @include(if: $languages) {\n    id\n    title\n    code\n  }\n  translations(languageId: $languageId) @include(if: $translations) {\n    key\n    text\n  }\n  isAuthenticated @include(if: $isAuthenticated)\n  settings @include(if: $settings) {\n    paymentMethods {\n      currency\n      methods {\n        code\n        title\n      }\n    }\n    minTopUp\n    requisites {\n      companyName\n      companyNumber\n    }\n    supportEmail\n    copyright\n    offerEnabled\n    googleTag\n    imageHost\n  }\n}"): (typeof documents)["query Startup($languageId: Int!, $socialLinks: Boolean!, $currencies: Boolean!, $languages: Boolean!, $translations: Boolean!, $isAuthenticated: Boolean!, $settings: Boolean!) {\n  socialLinks @include(if: $socialLinks) {\n    id\n    name\n    url\n    icon\n  }\n  currencies @include(if: $currencies) {\n    code\n    symbol\n    rate\n  }\n  languages @include(if: $languages) {\n    id\n    title\n    code\n  }\n  translations(languageId: $languageId) @include(if: $translations) {\n    key\n    text\n  }\n  isAuthenticated @include(if: $isAuthenticated)\n  settings @include(if: $settings) {\n    paymentMethods {\n      currency\n      methods {\n        code\n        title\n      }\n    }\n    minTopUp\n    requisites {\n      companyName\n      companyNumber\n    }\n    supportEmail\n    copyright\n    offerEnabled\n    googleTag\n    imageHost\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileFields on Profile {\n    id email name surname phone phoneCountryCode address country city zip\n    balance { amount currency symbol }\n    createdAt steamId steamIdVerified steamProfileUrl communityVisibilityState tradeLink avatarMedium\n    emailVerified twoFactorEnabled hasPassword termsAccepted\n  }\n"): (typeof documents)["\n  fragment ProfileFields on Profile {\n    id email name surname phone phoneCountryCode address country city zip\n    balance { amount currency symbol }\n    createdAt steamId steamIdVerified steamProfileUrl communityVisibilityState tradeLink avatarMedium\n    emailVerified twoFactorEnabled hasPassword termsAccepted\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profile($currency: String!) { profile(currency: $currency) { ...ProfileFields } }\n"): (typeof documents)["\n  query Profile($currency: String!) { profile(currency: $currency) { ...ProfileFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on SignedIn { message profile { ...ProfileFields } }\n      ... on TwoFactorRequired { message codeLength expiryMinutes }\n      ... on ErrorResult { errorCode message }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on SignedIn { message profile { ...ProfileFields } }\n      ... on TwoFactorRequired { message codeLength expiryMinutes }\n      ... on ErrorResult { errorCode message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyTwoFactor($code: String!, $currency: String!) {\n    verifyTwoFactor(code: $code, currency: $currency) {\n      __typename\n      ... on SignedIn { message profile { ...ProfileFields } }\n      ... on ErrorResult { errorCode message }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyTwoFactor($code: String!, $currency: String!) {\n    verifyTwoFactor(code: $code, currency: $currency) {\n      __typename\n      ... on SignedIn { message profile { ...ProfileFields } }\n      ... on ErrorResult { errorCode message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendTwoFactorCode { resendTwoFactorCode { __typename ... on Done { message } ... on ErrorResult { message } } }\n"): (typeof documents)["\n  mutation ResendTwoFactorCode { resendTwoFactorCode { __typename ... on Done { message } ... on ErrorResult { message } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on SignedIn { message profile { ...ProfileFields } }\n      ... on VerificationSent { message }\n      ... on ErrorResult { errorCode message }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on SignedIn { message profile { ...ProfileFields } }\n      ... on VerificationSent { message }\n      ... on ErrorResult { errorCode message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendConfirmationLink($email: String!) {\n    resendConfirmationLink(email: $email) { __typename ... on Done { message } ... on ErrorResult { message } }\n  }\n"): (typeof documents)["\n  mutation ResendConfirmationLink($email: String!) {\n    resendConfirmationLink(email: $email) { __typename ... on Done { message } ... on ErrorResult { message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) { __typename ... on Done { message } ... on ErrorResult { message } }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) { __typename ... on Done { message } ... on ErrorResult { message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $password: String!, $passConfirm: String!) {\n    resetPassword(token: $token, password: $password, passConfirm: $passConfirm) {\n      __typename ... on Done { message } ... on ErrorResult { message }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $password: String!, $passConfirm: String!) {\n    resetPassword(token: $token, password: $password, passConfirm: $passConfirm) {\n      __typename ... on Done { message } ... on ErrorResult { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($token: String!) { verifyEmail(token: $token) { outcome message email } }\n"): (typeof documents)["\n  mutation VerifyEmail($token: String!) { verifyEmail(token: $token) { outcome message email } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout { logout { message } }\n"): (typeof documents)["\n  mutation Logout { logout { message } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: ProfileInput!, $currency: String!) {\n    updateProfile(input: $input, currency: $currency) {\n      __typename\n      ... on ProfileSaved { message profile { ...ProfileFields } }\n      ... on ValidationError { message fieldErrors { field messages } }\n      ... on ErrorResult { message }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: ProfileInput!, $currency: String!) {\n    updateProfile(input: $input, currency: $currency) {\n      __typename\n      ... on ProfileSaved { message profile { ...ProfileFields } }\n      ... on ValidationError { message fieldErrors { field messages } }\n      ... on ErrorResult { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTradeLink($url: String!) {\n    updateTradeLink(url: $url) { __typename ... on Done { message } ... on ErrorResult { message } }\n  }\n"): (typeof documents)["\n  mutation UpdateTradeLink($url: String!) {\n    updateTradeLink(url: $url) { __typename ... on Done { message } ... on ErrorResult { message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeEmail($email: String!, $password: String!) {\n    changeEmail(email: $email, password: $password) { __typename ... on Done { message } ... on ErrorResult { message } }\n  }\n"): (typeof documents)["\n  mutation ChangeEmail($email: String!, $password: String!) {\n    changeEmail(email: $email, password: $password) { __typename ... on Done { message } ... on ErrorResult { message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTwoFactor($enabled: Boolean!) {\n    setTwoFactor(enabled: $enabled) { __typename ... on TwoFactorSetting { message enabled } ... on ErrorResult { message } }\n  }\n"): (typeof documents)["\n  mutation SetTwoFactor($enabled: Boolean!) {\n    setTwoFactor(enabled: $enabled) { __typename ... on TwoFactorSetting { message enabled } ... on ErrorResult { message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmPassword($password: String!) {\n    confirmPassword(password: $password) {\n      __typename\n      ... on Done { message }\n      ... on ValidationError { message fieldErrors { field messages } }\n      ... on RateLimited { message }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmPassword($password: String!) {\n    confirmPassword(password: $password) {\n      __typename\n      ... on Done { message }\n      ... on ValidationError { message fieldErrors { field messages } }\n      ... on RateLimited { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Cart($currency: String!) {\n    cart(currency: $currency) {\n      count\n      total { amount currency symbol }\n      items {\n        itemId count\n        item {\n          id title type imgUrl category available price { amount currency symbol } oldPrice { amount currency symbol }\n          floatValue paintSeed tradableAfter stickers { name slot kind wear }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Cart($currency: String!) {\n    cart(currency: $currency) {\n      count\n      total { amount currency symbol }\n      items {\n        itemId count\n        item {\n          id title type imgUrl category available price { amount currency symbol } oldPrice { amount currency symbol }\n          floatValue paintSeed tradableAfter stickers { name slot kind wear }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToCart($id: ID!) {\n    addToCart(id: $id) { __typename ... on Done { message } ... on ErrorResult { message } }\n  }\n"): (typeof documents)["\n  mutation AddToCart($id: ID!) {\n    addToCart(id: $id) { __typename ... on Done { message } ... on ErrorResult { message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromCart($id: ID!) {\n    removeFromCart(id: $id) { __typename ... on Done { message } ... on ErrorResult { message } }\n  }\n"): (typeof documents)["\n  mutation RemoveFromCart($id: ID!) {\n    removeFromCart(id: $id) { __typename ... on Done { message } ... on ErrorResult { message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearCart { clearCart { __typename ... on Done { message } ... on ErrorResult { message } } }\n"): (typeof documents)["\n  mutation ClearCart { clearCart { __typename ... on Done { message } ... on ErrorResult { message } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Purchase($currency: String!) {\n    purchase(currency: $currency) {\n      __typename\n      ... on Purchased { message orderId total { amount currency symbol } }\n      ... on ErrorResult { errorCode message }\n    }\n  }\n"): (typeof documents)["\n  mutation Purchase($currency: String!) {\n    purchase(currency: $currency) {\n      __typename\n      ... on Purchased { message orderId total { amount currency symbol } }\n      ... on ErrorResult { errorCode message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PurchaseHistory($filter: PurchaseHistoryFilter!) {\n    purchaseHistory(filter: $filter) { id itemId createdAt imgUrl title category status sum { amount currency symbol } delivery { state botName } }\n  }\n"): (typeof documents)["\n  query PurchaseHistory($filter: PurchaseHistoryFilter!) {\n    purchaseHistory(filter: $filter) { id itemId createdAt imgUrl title category status sum { amount currency symbol } delivery { state botName } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeBestSellers($cs2: ProductFilter!, $dota2: ProductFilter!) {\n    cs2: products(filter: $cs2) {\n      __typename\n      ... on ProductPage {\n        items {\n          ...ProductCardFields\n        }\n      }\n    }\n    dota2: products(filter: $dota2) {\n      __typename\n      ... on ProductPage {\n        items {\n          ...ProductCardFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeBestSellers($cs2: ProductFilter!, $dota2: ProductFilter!) {\n    cs2: products(filter: $cs2) {\n      __typename\n      ... on ProductPage {\n        items {\n          ...ProductCardFields\n        }\n      }\n    }\n    dota2: products(filter: $dota2) {\n      __typename\n      ... on ProductPage {\n        items {\n          ...ProductCardFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCardFields on Product {\n    id\n    title\n    imgUrl\n    price {\n      amount\n      currency\n      symbol\n    }\n    oldPrice {\n      amount\n      currency\n      symbol\n    }\n    category\n    type\n    quality\n    exterior\n    tradableAfter\n    floatValue\n    statTrak\n    souvenir\n    discount\n    stickers {\n      name\n      kind\n    }\n  }\n"): (typeof documents)["\n  fragment ProductCardFields on Product {\n    id\n    title\n    imgUrl\n    price {\n      amount\n      currency\n      symbol\n    }\n    oldPrice {\n      amount\n      currency\n      symbol\n    }\n    category\n    type\n    quality\n    exterior\n    tradableAfter\n    floatValue\n    statTrak\n    souvenir\n    discount\n    stickers {\n      name\n      kind\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingProducts($filter: ProductFilter!) {\n    products(filter: $filter) {\n      __typename\n      ... on ProductPage {\n        items {\n          ...ProductCardFields\n        }\n        total\n        page\n        limit\n        suggestion\n      }\n      ... on ValidationError {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListingProducts($filter: ProductFilter!) {\n    products(filter: $filter) {\n      __typename\n      ... on ProductPage {\n        items {\n          ...ProductCardFields\n        }\n        total\n        page\n        limit\n        suggestion\n      }\n      ... on ValidationError {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingFilterData($category: GameCategory) {\n    filterData(category: $category) {\n      types\n      qualities\n      heroes\n      exteriorNames\n      classes\n    }\n  }\n"): (typeof documents)["\n  query ListingFilterData($category: GameCategory) {\n    filterData(category: $category) {\n      types\n      qualities\n      heroes\n      exteriorNames\n      classes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PriceHistory($id: ID!, $days: Int!, $currency: String!) {\n    priceHistory(id: $id, days: $days, currency: $currency) {\n      __typename\n      ... on PriceHistory {\n        days\n        points {\n          date\n          price {\n            amount\n            currency\n            symbol\n          }\n        }\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  query PriceHistory($id: ID!, $days: Int!, $currency: String!) {\n    priceHistory(id: $id, days: $days, currency: $currency) {\n      __typename\n      ... on PriceHistory {\n        days\n        points {\n          date\n          price {\n            amount\n            currency\n            symbol\n          }\n        }\n      }\n      ... on ErrorResult {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDetail($id: ID!, $currency: String!, $langId: Int!) {\n    product(id: $id, currency: $currency, langId: $langId) {\n      __typename\n      ... on ProductDetail {\n        product {\n          ...ProductCardFields\n          hero\n          itemClass\n          description\n          paintSeed\n          phase\n          inspectLink\n          gems\n          style\n          referencePrice {\n            amount\n            currency\n            symbol\n          }\n          stickers {\n            slot\n            wear\n          }\n        }\n        similar {\n          ...ProductCardFields\n        }\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductDetail($id: ID!, $currency: String!, $langId: Int!) {\n    product(id: $id, currency: $currency, langId: $langId) {\n      __typename\n      ... on ProductDetail {\n        product {\n          ...ProductCardFields\n          hero\n          itemClass\n          description\n          paintSeed\n          phase\n          inspectLink\n          gems\n          style\n          referencePrice {\n            amount\n            currency\n            symbol\n          }\n          stickers {\n            slot\n            wear\n          }\n        }\n        similar {\n          ...ProductCardFields\n        }\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartDeposit($input: DepositInput!) {\n    startDeposit(input: $input) {\n      __typename\n      ... on DepositStarted { message redirectUrl }\n      ... on ErrorResult { errorCode message }\n      ... on ValidationError { fieldErrors { field messages } }\n    }\n  }\n"): (typeof documents)["\n  mutation StartDeposit($input: DepositInput!) {\n    startDeposit(input: $input) {\n      __typename\n      ... on DepositStarted { message redirectUrl }\n      ... on ErrorResult { errorCode message }\n      ... on ValidationError { fieldErrors { field messages } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderStatus($orderId: ID!) { orderStatus(orderId: $orderId) { id code redirectUrl } }\n"): (typeof documents)["\n  query OrderStatus($orderId: ID!) { orderStatus(orderId: $orderId) { id code redirectUrl } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DepositHistory($filter: DepositHistoryFilter!) {\n    depositHistory(filter: $filter) { id createdAt type status sum { amount currency symbol } }\n  }\n"): (typeof documents)["\n  query DepositHistory($filter: DepositHistoryFilter!) {\n    depositHistory(filter: $filter) { id createdAt type status sum { amount currency symbol } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Offers($currency: String!) {\n    offers(currency: $currency) {\n      id title quality status createdAt itemUrl\n      userPrice { amount currency symbol }\n      servicePrice { amount currency symbol }\n      payout { method maskedIban status message }\n      assetId appId floatValue paintSeed quoteExpiresAt payoutUnlocksAt\n      trade { state botName code offerUrl sentAt acceptedAt }\n    }\n  }\n"): (typeof documents)["\n  query Offers($currency: String!) {\n    offers(currency: $currency) {\n      id title quality status createdAt itemUrl\n      userPrice { amount currency symbol }\n      servicePrice { amount currency symbol }\n      payout { method maskedIban status message }\n      assetId appId floatValue paintSeed quoteExpiresAt payoutUnlocksAt\n      trade { state botName code offerUrl sentAt acceptedAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOffer($input: OfferInput!) {\n    createOffer(input: $input) {\n      __typename\n      ... on OfferCreated { message id status quoteExpiresAt servicePrice { amount currency symbol } }\n      ... on ErrorResult { message }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOffer($input: OfferInput!) {\n    createOffer(input: $input) {\n      __typename\n      ... on OfferCreated { message id status quoteExpiresAt servicePrice { amount currency symbol } }\n      ... on ErrorResult { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptOffer($id: ID!) { acceptOffer(id: $id) { __typename ... on Done { message } ... on ErrorResult { message } } }\n"): (typeof documents)["\n  mutation AcceptOffer($id: ID!) { acceptOffer(id: $id) { __typename ... on Done { message } ... on ErrorResult { message } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryOfferTrade($id: ID!) { retryOfferTrade(id: $id) { __typename ... on Done { message } ... on ErrorResult { message } } }\n"): (typeof documents)["\n  mutation RetryOfferTrade($id: ID!) { retryOfferTrade(id: $id) { __typename ... on Done { message } ... on ErrorResult { message } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOffer($id: ID!) { cancelOffer(id: $id) { __typename ... on Done { message } ... on ErrorResult { message } } }\n"): (typeof documents)["\n  mutation CancelOffer($id: ID!) { cancelOffer(id: $id) { __typename ... on Done { message } ... on ErrorResult { message } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineOffer($id: ID!) { declineOffer(id: $id) { __typename ... on Done { message } ... on ErrorResult { message } } }\n"): (typeof documents)["\n  mutation DeclineOffer($id: ID!) { declineOffer(id: $id) { __typename ... on Done { message } ... on ErrorResult { message } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestIbanPayout($input: IbanPayoutInput!) {\n    requestIbanPayout(input: $input) { __typename ... on Done { message } ... on ErrorResult { message } }\n  }\n"): (typeof documents)["\n  mutation RequestIbanPayout($input: IbanPayoutInput!) {\n    requestIbanPayout(input: $input) { __typename ... on Done { message } ... on ErrorResult { message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestCardPayout($input: CardPayoutInput!) {\n    requestCardPayout(input: $input) { __typename ... on PayoutRedirect { redirectUrl } ... on ErrorResult { message } }\n  }\n"): (typeof documents)["\n  mutation RequestCardPayout($input: CardPayoutInput!) {\n    requestCardPayout(input: $input) { __typename ... on PayoutRedirect { redirectUrl } ... on ErrorResult { message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SellInventory($currency: String!) {\n    sellInventory(currency: $currency) {\n      __typename\n      ... on SellInventory {\n        items {\n          assetId appId category title quality imgUrl floatValue paintSeed stickers tradable tradableAfter\n          instantPrice { amount currency symbol }\n          sharePercent\n        }\n      }\n      ... on ErrorResult { message }\n    }\n  }\n"): (typeof documents)["\n  query SellInventory($currency: String!) {\n    sellInventory(currency: $currency) {\n      __typename\n      ... on SellInventory {\n        items {\n          assetId appId category title quality imgUrl floatValue paintSeed stickers tradable tradableAfter\n          instantPrice { amount currency symbol }\n          sharePercent\n        }\n      }\n      ... on ErrorResult { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SellNow($input: SellNowInput!) {\n    sellNow(input: $input) {\n      __typename\n      ... on OfferSold { message id servicePrice { amount currency symbol } }\n      ... on ErrorResult { message }\n    }\n  }\n"): (typeof documents)["\n  mutation SellNow($input: SellNowInput!) {\n    sellNow(input: $input) {\n      __typename\n      ... on OfferSold { message id servicePrice { amount currency symbol } }\n      ... on ErrorResult { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PurchaseOrder($id: ID!, $currency: String!) {\n    purchaseOrder(id: $id, currency: $currency) {\n      __typename\n      ...PurchaseOrderFields\n      ... on ErrorResult { errorCode message }\n    }\n  }\n"): (typeof documents)["\n  query PurchaseOrder($id: ID!, $currency: String!) {\n    purchaseOrder(id: $id, currency: $currency) {\n      __typename\n      ...PurchaseOrderFields\n      ... on ErrorResult { errorCode message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PurchaseOrderFields on PurchaseOrder {\n    __typename id version createdAt status tradeLink total { amount currency symbol }\n    items { itemId title imgUrl category price { amount currency symbol } floatValue paintSeed tradableAfter stickers { name slot kind wear } }\n    deliveries { state code botName offerId offerUrl holdUntil protectedUntil updatedAt expiresAt itemIds }\n  }\n"): (typeof documents)["\n  fragment PurchaseOrderFields on PurchaseOrder {\n    __typename id version createdAt status tradeLink total { amount currency symbol }\n    items { itemId title imgUrl category price { amount currency symbol } floatValue paintSeed tradableAfter stickers { name slot kind wear } }\n    deliveries { state code botName offerId offerUrl holdUntil protectedUntil updatedAt expiresAt itemIds }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumeDelivery($orderId: ID!, $currency: String!) {\n    resumeDelivery(orderId: $orderId, currency: $currency) {\n      __typename\n      ... on DeliveryResumed { message order { ...PurchaseOrderFields } }\n      ... on ErrorResult { errorCode message }\n    }\n  }\n"): (typeof documents)["\n  mutation ResumeDelivery($orderId: ID!, $currency: String!) {\n    resumeDelivery(orderId: $orderId, currency: $currency) {\n      __typename\n      ... on DeliveryResumed { message order { ...PurchaseOrderFields } }\n      ... on ErrorResult { errorCode message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderHistory($filter: PurchaseHistoryFilter!) {\n    purchaseHistory(filter: $filter) { id itemId createdAt imgUrl title category status sum { amount currency symbol } delivery { state botName code } }\n  }\n"): (typeof documents)["\n  query OrderHistory($filter: PurchaseHistoryFilter!) {\n    purchaseHistory(filter: $filter) { id itemId createdAt imgUrl title category status sum { amount currency symbol } delivery { state botName code } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PriceAlerts($currency: String!) {\n    priceAlerts(currency: $currency) {\n      ...PriceAlertFields\n    }\n  }\n"): (typeof documents)["\n  query PriceAlerts($currency: String!) {\n    priceAlerts(currency: $currency) {\n      ...PriceAlertFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PriceAlertFields on PriceAlert {\n    id title category createdAt notifiedAt lowestProductId\n    targetPrice { amount currency symbol }\n    lowestPrice { amount currency symbol }\n  }\n"): (typeof documents)["\n  fragment PriceAlertFields on PriceAlert {\n    id title category createdAt notifiedAt lowestProductId\n    targetPrice { amount currency symbol }\n    lowestPrice { amount currency symbol }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePriceAlert($productId: ID!, $targetPrice: Float!, $currency: String!) {\n    savePriceAlert(productId: $productId, targetPrice: $targetPrice, currency: $currency) {\n      __typename\n      ... on PriceAlertSaved { alert { ...PriceAlertFields } }\n      ... on ValidationError { message fieldErrors { field messages } }\n      ... on ErrorResult { message }\n    }\n  }\n"): (typeof documents)["\n  mutation SavePriceAlert($productId: ID!, $targetPrice: Float!, $currency: String!) {\n    savePriceAlert(productId: $productId, targetPrice: $targetPrice, currency: $currency) {\n      __typename\n      ... on PriceAlertSaved { alert { ...PriceAlertFields } }\n      ... on ValidationError { message fieldErrors { field messages } }\n      ... on ErrorResult { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePriceAlert($id: ID!) {\n    deletePriceAlert(id: $id) { __typename ... on Done { message } ... on ErrorResult { message } }\n  }\n"): (typeof documents)["\n  mutation DeletePriceAlert($id: ID!) {\n    deletePriceAlert(id: $id) { __typename ... on Done { message } ... on ErrorResult { message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TextPageList {\n    staticPages { id title slug }\n  }\n"): (typeof documents)["\n  query TextPageList {\n    staticPages { id title slug }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TextPageContent($id: Int!) {\n    staticPage(id: $id) {\n      __typename\n      ... on StaticPage { id title slug header content }\n      ... on NotFoundError { errorCode message }\n    }\n  }\n"): (typeof documents)["\n  query TextPageContent($id: Int!) {\n    staticPage(id: $id) {\n      __typename\n      ... on StaticPage { id title slug header content }\n      ... on NotFoundError { errorCode message }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;